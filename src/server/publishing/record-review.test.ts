/**
 * Review of the record desks (issue #47, item 2): the calendar's years, the board, the directory
 * and the menus, each under review, on both databases. An editor limited to those sections
 * writes drafts but changes nothing visitors see, and submits instead; a reviewer sends a
 * submission back with a comment and approves the next by publishing it; the author is e-mailed
 * each outcome; the reviewer's start page counts what waits.
 */
import { afterAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AcademicYearDraft } from '@/lib/academic-calendar';
import { boardMemberSchema } from '@/lib/board-member';
import { directoryMemberSchema } from '@/lib/directory-member';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { refusalCode } from '../../../test/support/publishing/desk-tests';
import { staffAccount } from '../../../test/support/staff-account';

vi.setConfig({ testTimeout: 60_000 });
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';

const { academicYears, board, directoryMembers, mailOutbox, siteNavigation } =
  await import('../db/schema');
const { backgroundDeliveriesSettled } = await import('../mail/deliver-mail');
const { workWaiting } = await import('../staff/work-waiting');
const { saveReviewedSections } = await import('../pages/page-review');
const calendar = await import('../calendar/calendar-desk');
const boardDesk = await import('../board/board-desk');
const directory = await import('../directory/directory-desk');
const navigation = await import('../navigation/navigation-desk');
const banners = await import('../banner/site-banner');
const figures = await import('../settings/figures-desk');
const proposals = await import('./proposals');
const { bannerSchema } = await import('@/lib/banner');
const library = await import('../library/library-desk');
const departments = await import('../directory/departments-desk');
const { libraryFiles } = await import('../db/schema');
const { reviewComment } = await import('@/lib/page-pair');

afterAll(async () => {
  await backgroundDeliveriesSettled();
});

const year: AcademicYearDraft = {
  semesters: [
    {
      type: 'regular',
      nameAr: 'الفصل الدراسي الأول',
      nameEn: 'First Semester',
      dates: [
        {
          start: '2028-08-01',
          end: '',
          eventAr: 'بداية الدراسة',
          eventEn: 'Classes begin',
          notesAr: '',
          notesEn: '',
        },
      ],
    },
  ],
};

const member = boardMemberSchema.parse({
  nameAr: 'د. سلمى عثمان',
  nameEn: 'Dr Salma Osman',
  positionAr: 'عضو مجلس الأمناء',
  positionEn: 'Member of the Board of Trustees',
  bioAr: '',
  bioEn: '',
  role: 'member',
  imageId: null,
});

describeOnDatabases('review of the record desks', (database) => {
  it('makes a limited editor submit each desk, and a reviewer send back and approve', async () => {
    const db = database.db;
    const admin = await staffAccount(
      db,
      'chief.records@alrowad.edu.sd',
      'Khalid',
      ['administrator'],
      'all',
      'en',
    );
    const author = await staffAccount(
      db,
      'registrar.records@alrowad.edu.sd',
      'أمل',
      ['editor'],
      ['calendar', 'board', 'directory', 'navigation'],
      'ar',
    );
    const reviewer = await staffAccount(
      db,
      'web.records@alrowad.edu.sd',
      'Nafisa',
      ['editor'],
      'all',
      'en',
    );
    await saveReviewedSections(db, admin, ['calendar', 'board', 'directory', 'navigation']);

    // The calendar: a year written and saved as a draft, never published by its author.
    await calendar.createAcademicYear(db, author, { year: '2028-2029', copyFrom: '' });
    await calendar.saveAcademicYear(db, author, '2028-2029', year);
    const yearVersion = async () =>
      (
        await db.select().from(academicYears).where(eq(academicYears.year, '2028-2029'))
      )[0]!.updatedAt.toISOString();
    expect(
      await refusalCode(
        calendar.changeAcademicYearStatus(db, author, '2028-2029', { action: 'publish' }),
      ),
    ).toBe('review_required');
    expect(
      await refusalCode(
        calendar.returnAcademicYearToAuthor(db, reviewer, '2028-2029', await yearVersion(), 'x'),
      ),
    ).toBe('review_not_submitted');
    await calendar.submitAcademicYearForReview(db, author, '2028-2029', await yearVersion());
    expect(
      await refusalCode(
        calendar.submitAcademicYearForReview(db, author, '2028-2029', await yearVersion()),
      ),
    ).toBe('review_already_submitted');
    await calendar.returnAcademicYearToAuthor(
      db,
      reviewer,
      '2028-2029',
      await yearVersion(),
      'Add the registration week.',
    );
    await calendar.submitAcademicYearForReview(db, author, '2028-2029', await yearVersion());

    // The board: a draft member, submitted; neither published nor removed by the author.
    const { id: memberKey } = await boardDesk.createBoardMember(db, author, member);
    const memberId = String(memberKey);
    const memberVersion = async () =>
      (await db.select().from(board).where(eq(board.id, memberKey)))[0]!.updatedAt.toISOString();
    expect(
      await refusalCode(boardDesk.changeBoardStatus(db, author, memberId, { action: 'publish' })),
    ).toBe('review_required');
    await boardDesk.submitBoardMemberForReview(db, author, memberId, await memberVersion());

    // The directory: the same.
    const { id: personKey } = await directory.createDirectoryMember(
      db,
      author,
      directoryMemberSchema.parse({
        nameAr: 'أ. هالة صديق',
        nameEn: 'Ms Hala Siddig',
        titleAr: 'مسجلة الكلية',
        titleEn: 'College Registrar',
        department: 'medicine',
        email: 'registrar@alrowad.edu.sd',
        phone: '+249 183 000 000',
        imageId: null,
      }),
    );
    const personVersion = async () =>
      (
        await db.select().from(directoryMembers).where(eq(directoryMembers.id, personKey))
      )[0]!.updatedAt.toISOString();
    await directory.submitDirectoryMemberForReview(
      db,
      author,
      String(personKey),
      await personVersion(),
    );

    // The menus: a draft saved, not published by its author, then submitted.
    const arranged = structuredClone(navigation.repositoryNavigation());
    arranged.home.reverse();
    const { version: menusVersion } = await navigation.saveNavigationDraft(db, author, 0, arranged);
    expect(await refusalCode(navigation.publishNavigation(db, author, menusVersion))).toBe(
      'review_required',
    );
    const { version: submitted } = await navigation.submitNavigation(db, author, menusVersion);

    // What waits, on the reviewer's start page; the author sees no count of review.
    expect((await workWaiting(db, reviewer.roles, reviewer.sections)).reviews).toMatchObject({
      calendar: 1,
      board: 1,
      directory: 1,
      navigation: 1,
    });
    expect((await workWaiting(db, author.roles, author.sections)).reviews).toBeUndefined();
    // Only a reviewer sends back.
    expect(
      await refusalCode(
        boardDesk.returnBoardMemberToAuthor(db, author, memberId, await memberVersion(), 'no'),
      ),
    ).toBe('staff_forbidden');
    expect(await refusalCode(navigation.returnNavigation(db, author, submitted, 'no'))).toBe(
      'staff_forbidden',
    );

    // The reviewer publishes each, which approves it and clears its review.
    await calendar.changeAcademicYearStatus(db, reviewer, '2028-2029', {
      action: 'publish',
      version: await yearVersion(),
    });
    await boardDesk.changeBoardStatus(db, reviewer, memberId, {
      action: 'publish',
      version: await memberVersion(),
    });
    await directory.changeDirectoryStatus(db, reviewer, String(personKey), {
      action: 'publish',
      version: await personVersion(),
    });
    const { version: returned } = await navigation.returnNavigation(
      db,
      reviewer,
      submitted,
      'Keep the news second.',
    );
    const [menus] = await db.select().from(siteNavigation);
    expect(menus).toMatchObject({
      reviewState: 'returned',
      reviewComment: 'Keep the news second.',
    });
    await navigation.publishNavigation(db, reviewer, returned);
    expect((await db.select().from(siteNavigation))[0]!.reviewState).toBeNull();
    for (const table of [academicYears, board, directoryMembers] as const) {
      const rows = await db.select({ state: table.reviewState }).from(table);
      expect(rows.every((row) => row.state === null)).toBe(true);
    }

    // Once on the site, the author changes, withdraws and removes them no more.
    expect(
      await refusalCode(calendar.saveAcademicYear(db, author, '2028-2029', { semesters: [] })),
    ).toBe('review_required');
    expect(
      await refusalCode(boardDesk.saveBoardMember(db, author, memberId, { ...member, bioEn: 'x' })),
    ).toBe('review_required');
    expect(
      await refusalCode(boardDesk.removeBoardMember(db, author, memberId, await memberVersion())),
    ).toBe('review_required');
    expect(
      await refusalCode(
        directory.changeDirectoryStatus(db, author, String(personKey), { action: 'unpublish' }),
      ),
    ).toBe('review_required');
    expect(
      await refusalCode(
        boardDesk.submitBoardMemberForReview(db, author, memberId, await memberVersion()),
      ),
    ).toBe('review_not_needed');

    await backgroundDeliveriesSettled();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, author.email));
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'page-approved',
      'page-approved',
      'page-approved',
      'page-returned',
      'page-returned',
    ]);
    expect(mails.some((mail) => mail.textBody.includes('Add the registration week.'))).toBe(true);
    expect(
      mails.some((mail) =>
        mail.textBody.includes(`https://www.alrowad.edu.sd/staff/board/${memberKey}`),
      ),
    ).toBe(true);
    expect(mails.some((mail) => mail.textBody.includes('Keep the news second.'))).toBe(true);
  });

  it("keeps a limited editor's banner and figures as proposals a reviewer applies or sends back", async () => {
    const db = database.db;
    const admin = await staffAccount(
      db,
      'chief.props@alrowad.edu.sd',
      'Khalid',
      ['administrator'],
      'all',
      'en',
    );
    const author = await staffAccount(
      db,
      'pr.props@alrowad.edu.sd',
      'سارة',
      ['editor'],
      ['banner', 'figures'],
      'ar',
    );
    const other = await staffAccount(
      db,
      'fees.props@alrowad.edu.sd',
      'Hiba',
      ['editor'],
      ['banner'],
      'en',
    );
    const reviewer = await staffAccount(
      db,
      'web.props@alrowad.edu.sd',
      'Nafisa',
      ['editor'],
      'all',
      'en',
    );
    await saveReviewedSections(db, admin, ['banner', 'figures']);
    expect(await proposals.mustPropose(db, author, banners.bannerProposal)).toBe(true);
    expect(await proposals.mustPropose(db, reviewer, banners.bannerProposal)).toBe(false);

    // The banner: proposed, seen by nobody, sent back, proposed again, applied.
    const banner = (messageEn: string) =>
      bannerSchema.parse({
        messageAr: 'التسجيل مفتوح',
        messageEn,
        linkHref: '',
        linkLabelAr: '',
        linkLabelEn: '',
        severity: 'info',
        shownFrom: '',
        shownUntil: '',
        enabled: true,
      });
    await proposals.submitProposal(
      db,
      author,
      banners.bannerProposal,
      banner('Registration is open'),
    );
    expect(await banners.getBanner(db)).toBeNull();
    expect(
      await refusalCode(
        proposals.submitProposal(db, other, banners.bannerProposal, banner('Mine')),
      ),
    ).toBe('review_already_submitted');
    const token = async (desk: 'banner' | 'figures') =>
      proposals.proposalToken((await proposals.proposalOf(db, desk))!);
    expect(
      await refusalCode(
        proposals.approveProposal(db, author, banners.bannerProposal, await token('banner')),
      ),
    ).toBe('staff_forbidden');
    expect((await workWaiting(db, reviewer.roles, reviewer.sections)).reviews).toMatchObject({
      banner: 1,
      figures: 0,
    });
    await proposals.returnProposal(
      db,
      reviewer,
      banners.bannerProposal,
      await token('banner'),
      'Say until when.',
    );
    expect(await proposals.proposalOf(db, 'banner')).toMatchObject({
      reviewState: 'returned',
      reviewComment: 'Say until when.',
    });
    await proposals.submitProposal(
      db,
      author,
      banners.bannerProposal,
      banner('Registration is open until 15 December'),
    );
    // The reviewer reads one proposal; its author swaps it before the click: not applied.
    const read = await token('banner');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await proposals.submitProposal(
      db,
      author,
      banners.bannerProposal,
      banner('Classes cancelled: pay at https://evil.example'),
    );
    expect(
      await refusalCode(proposals.approveProposal(db, reviewer, banners.bannerProposal, read)),
    ).toBe('proposal_changed');
    expect(await banners.getBanner(db)).toBeNull();
    await proposals.submitProposal(
      db,
      author,
      banners.bannerProposal,
      banner('Registration is open until 15 December'),
    );
    await proposals.approveProposal(db, reviewer, banners.bannerProposal, await token('banner'));
    expect((await banners.getBanner(db))?.messageEn).toBe('Registration is open until 15 December');
    expect(await proposals.proposalOf(db, 'banner')).toBeNull();
    // Putting an earlier banner back is a reviewer's change too.
    expect(await refusalCode(banners.restoreBannerRevision(db, author, crypto.randomUUID()))).toBe(
      'review_required',
    );

    // The figures: a proposal over figures saved since is not applied.
    const start = await figures.figuresForEditing(db);
    await proposals.submitProposal(db, author, figures.figuresProposal, {
      ...start.values,
      applicationFee: 150,
    });
    await figures.saveCollegeFigures(db, reviewer, {
      ...start.values,
      housing: { ...start.values.housing, standard: { from: 1300, to: null, currency: 'riyal' } },
      version: start.version,
    });
    expect(
      await refusalCode(
        proposals.approveProposal(db, reviewer, figures.figuresProposal, await token('figures')),
      ),
    ).toBe('proposal_stale');
    await proposals.returnProposal(
      db,
      reviewer,
      figures.figuresProposal,
      await token('figures'),
      'Start from today’s.',
    );
    const now = await figures.figuresForEditing(db);
    await proposals.submitProposal(db, author, figures.figuresProposal, {
      ...now.values,
      applicationFee: 150,
    });
    await proposals.approveProposal(db, reviewer, figures.figuresProposal, await token('figures'));
    const applied = await figures.figuresForEditing(db);
    expect(applied.values.applicationFee).toBe(150);
    expect(applied.values.housing.standard.from).toBe(1300);

    await backgroundDeliveriesSettled();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, author.email));
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'page-approved',
      'page-approved',
      'page-returned',
      'page-returned',
    ]);
    expect(
      mails.some((mail) => mail.textBody.includes('https://www.alrowad.edu.sd/staff/figures')),
    ).toBe(true);
  });

  it('withdraws a submission another hand changed, and leaves the departments and filed files to a reviewer', async () => {
    const db = database.db;
    const admin = await staffAccount(
      db,
      'chief.hands@alrowad.edu.sd',
      'Khalid',
      ['administrator'],
      'all',
      'en',
    );
    const author = await staffAccount(
      db,
      'one.hands@alrowad.edu.sd',
      'Lim',
      ['editor'],
      ['navigation', 'board', 'directory', 'files'],
      'en',
    );
    const other = await staffAccount(
      db,
      'two.hands@alrowad.edu.sd',
      'Lim Two',
      ['editor'],
      ['navigation', 'board'],
      'en',
    );
    const reviewer = await staffAccount(
      db,
      'web.hands@alrowad.edu.sd',
      'Nafisa',
      ['editor'],
      'all',
      'en',
    );
    await saveReviewedSections(db, admin, ['navigation', 'board', 'directory', 'files']);

    // The menus: submitted by one, changed by another: no longer submitted, in nobody's name.
    const arranged = structuredClone(navigation.repositoryNavigation());
    arranged.home.reverse();
    const { version } = await navigation.saveNavigationDraft(db, author, 0, arranged);
    const { version: submitted } = await navigation.submitNavigation(db, author, version);
    const changed = structuredClone(arranged);
    changed.menus[0]!.en = 'About (changed)';
    const byOther = await navigation.saveNavigationDraft(db, other, submitted, changed);
    expect((await db.select().from(siteNavigation))[0]!.reviewState).toBeNull();
    // A reviewer's own correction of a submitted draft leaves it submitted.
    const again = await navigation.submitNavigation(db, other, byOther.version);
    changed.menus[0]!.en = 'About';
    await navigation.saveNavigationDraft(db, reviewer, again.version, changed);
    expect((await db.select().from(siteNavigation))[0]).toMatchObject({
      reviewState: 'submitted',
      reviewAuthor: 'Lim Two',
    });

    // A board member: the same.
    const { id: key } = await boardDesk.createBoardMember(db, author, member);
    const memberVersion = async () =>
      (await db.select().from(board).where(eq(board.id, key)))[0]!.updatedAt.toISOString();
    await boardDesk.submitBoardMemberForReview(db, author, String(key), await memberVersion());
    await boardDesk.saveBoardMember(db, other, String(key), { ...member, bioEn: 'Changed.' });
    expect((await db.select().from(board).where(eq(board.id, key)))[0]!.reviewState).toBeNull();

    // The departments' names show at once: a reviewer's.
    const opened = await departments.departmentsForEditing(db);
    const renamed = {
      version: opened.version,
      departments: opened.values.list.map(({ id, ar, en }) => ({ id, ar, en: `${en}!` })),
    };
    expect(await refusalCode(departments.saveDepartments(db, author, renamed))).toBe(
      'review_required',
    );
    await departments.saveDepartments(db, reviewer, renamed);

    // A new file is the author's to describe; one with content, a reviewer's.
    const file = await library.createLibraryFile(db, author, {
      name: 'exam-timetable',
      kind: 'document',
      titleAr: 'جدول الامتحانات',
      titleEn: 'Exam timetable',
      altAr: '',
      altEn: '',
    });
    const words = { titleAr: 'جدول', titleEn: 'Timetable', altAr: '', altEn: '' };
    const saved = await library.saveLibraryFile(db, author, file.id, {
      ...words,
      version: file.updatedAt.toISOString(),
    });
    await db
      .update(libraryFiles)
      .set({ storageKey: 'library/exam-timetable.pdf', bytes: 10 })
      .where(eq(libraryFiles.id, file.id));
    expect(
      await refusalCode(
        library.saveLibraryFile(db, author, file.id, {
          ...words,
          titleEn: 'Changed',
          version: saved.updatedAt.toISOString(),
        }),
      ),
    ).toBe('review_required');
    await library.saveLibraryFile(db, reviewer, file.id, {
      ...words,
      titleEn: 'Exam timetable, second semester',
      version: saved.updatedAt.toISOString(),
    });

    // A comment of invisible characters says nothing.
    expect(reviewComment.safeParse('\u200b\u200e ').success).toBe(false);
  });
});
