/**
 * Review where the college wants it (issue #47, item 2), for the informational pages. An
 * administrator chooses the sections whose publications wait for review
 * (`/staff/settings`, table section_reviews). There, an editor limited to some sections cannot
 * publish or schedule: they submit the draft (complete in both languages, as for publication);
 * an editor of every section, the reviewer, then publishes or schedules it (approving it) or
 * sends it back with a comment. The author is told of either by e-mail, in their language; the
 * workspace's start page counts what waits for review. Sections without review publish as
 * before.
 */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import {
  editorSections,
  sectionOfPage,
  type EditorScope,
  type EditorSection,
} from '@/config/editor-sections';
import type { RouteKey } from '@/config/routes';
import { localePath } from '@/i18n/routing';
import { formatDateTimeOf } from '@/lib/format';
import { singleLine } from '@/lib/single-line';
import type { Db } from '../db/db';
import { sectionReviews, sitePages, staffUser } from '../db/schema';
import { deliverInBackground, enqueueMail, type NewMail } from '../mail/deliver-mail';
import { mailTranslator } from '../mail/mail-words';
import { AppError } from '../errors';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import {
  checkPagePair,
  firstRow,
  getPageForEditing,
  keep,
  lockedPage,
  publishPage,
  restorePageRevision,
  type PageWriteResult,
} from './page-desk';

/** The sections whose publications wait for review, in the order of editorSections. */
export async function reviewedSections(db: Db): Promise<EditorSection[]> {
  const rows = await db.select({ section: sectionReviews.section }).from(sectionReviews);
  const set = new Set(rows.map((row) => row.section));
  return editorSections.filter((section) => set.has(section));
}

/** Sets the sections whose publications wait for review (an administrator). */
export async function saveReviewedSections(
  db: Db,
  staff: SignedInStaff,
  sections: readonly EditorSection[],
): Promise<{ sections: EditorSection[] }> {
  return db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    const before = await reviewedSections(writer);
    if (before.join(',') === sections.join(',')) throw new AppError('review_unchanged');
    await tx.delete(sectionReviews);
    if (sections.length > 0) {
      await tx
        .insert(sectionReviews)
        .values(sections.map((section) => ({ section, setBy: staff.name })));
    }
    await recordAudit(
      writer,
      staff,
      'settings.review',
      { type: 'settings', id: 'review' },
      { from: before.join(',') || '—', to: sections.join(',') || '—' },
    );
    return { sections: [...sections] };
  });
}

/** Whether the account reviews: an editor of every section. */
export function isReviewer(staff: { roles: readonly string[]; sections: EditorScope }): boolean {
  return staff.roles.includes('editor') && staff.sections === 'all';
}

/** Whether `staff` must submit the page for review rather than publish it. */
export async function mustSubmit(db: Db, staff: SignedInStaff, key: RouteKey): Promise<boolean> {
  if (isReviewer(staff)) return false;
  return (await reviewedSections(db)).includes(sectionOfPage(key));
}

/** Publishes or schedules the page, refused (403) where the account must submit it instead. */
export async function publishOrRefuse(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { content: unknown; version: number; at?: Date | null },
): Promise<PageWriteResult> {
  if (await mustSubmit(db, staff, key)) throw new AppError('review_required');
  const result = await publishPage(db, staff, key, input);
  if (result.approved) {
    await tellAuthor(db, key, result.approved.authorId, {
      kind: 'approved',
      reviewer: staff.name,
      at: result.approved.scheduled,
    });
  }
  return result;
}

/** Publishes an earlier revision again: a publication, refused where the account must submit. */
export async function restoreOrRefuse(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { version: number; revisionId: string },
): Promise<PageWriteResult> {
  if (await mustSubmit(db, staff, key)) throw new AppError('review_required');
  return restorePageRevision(db, staff, key, input);
}

/** Submits the draft for review: complete in both languages, as a publication must be. */
export async function submitPage(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { content: unknown; version: number },
): Promise<PageWriteResult> {
  const draft = checkPagePair(input.content, true, key);
  return db.transaction(async (tx) => {
    const row = (await lockedPage(tx, key, input.version)) ?? (await firstRow(tx, key));
    const version = row.version + 1;
    await tx
      .update(sitePages)
      .set({
        draft,
        draftSavedAt: sql`now()`,
        draftSavedBy: staff.name,
        publishAt: null,
        version,
        reviewState: 'submitted',
        reviewAuthorId: staff.id,
        reviewAuthor: staff.name,
        reviewAt: sql`now()`,
        reviewComment: null,
      })
      .where(eq(sitePages.routeKey, key));
    await keep(tx, key, draft, 'draft', staff.name);
    await recordAudit(tx, staff, 'page.submit', { type: 'page', id: key });
    return { key, version, published: false };
  });
}

/** Sends a submitted draft back to its author with the reviewer's comment (a reviewer only). */
export async function returnPage(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { version: number; comment: string },
): Promise<PageWriteResult> {
  if (!isReviewer(staff)) throw new AppError('staff_forbidden');
  const result = await db.transaction(async (tx) => {
    const row = await lockedPage(tx, key, input.version);
    if (row?.reviewState !== 'submitted' || !row.reviewAuthorId) {
      throw new AppError('review_not_submitted');
    }
    const version = row.version + 1;
    await tx
      .update(sitePages)
      .set({ reviewState: 'returned', reviewComment: input.comment, reviewAt: sql`now()`, version })
      .where(eq(sitePages.routeKey, key));
    await recordAudit(tx, staff, 'page.return', { type: 'page', id: key });
    return { key, version, published: false, author: row.reviewAuthorId };
  });
  await tellAuthor(db, key, result.author, {
    kind: 'returned',
    reviewer: staff.name,
    comment: input.comment,
  });
  return { key: result.key, version: result.version, published: false };
}

type Outcome =
  | { kind: 'approved'; reviewer: string; at: Date | null }
  | { kind: 'returned'; reviewer: string; comment: string };

/** E-mails the author of a submitted page what became of it, in the author's language. */
async function tellAuthor(db: Db, key: RouteKey, authorId: string, outcome: Outcome) {
  const [author] = await db
    .select({
      name: staffUser.name,
      email: staffUser.email,
      locale: staffUser.locale,
      banned: staffUser.banned,
    })
    .from(staffUser)
    .where(eq(staffUser.id, authorId));
  if (!author || author.banned) return;
  const page = await getPageForEditing(db, key);
  const mail = reviewMail(author, page.published[author.locale].title, key, outcome);
  const ids = await enqueueMail(db, [mail]);
  void deliverInBackground(db, ids);
}

function reviewMail(
  author: { name: string; email: string; locale: 'ar' | 'en' },
  title: string,
  key: RouteKey,
  outcome: Outcome,
): NewMail {
  const { locale } = author;
  const t = mailTranslator(locale, 'ReviewMail');
  const college = siteConfig.name[locale];
  const page = singleLine(title);
  const link = `${siteConfig.siteUrl}${localePath(locale, `/staff/pages/${key}`)}`;
  const when =
    outcome.kind === 'approved' && outcome.at
      ? formatDateTimeOf(locale, outcome.at.toISOString())
      : null;
  const lines =
    outcome.kind === 'approved'
      ? [
          when
            ? t('scheduledBody', { page, reviewer: outcome.reviewer, when })
            : t('publishedBody', { page, reviewer: outcome.reviewer }),
        ]
      : [t('returnedBody', { page, reviewer: outcome.reviewer }), '', outcome.comment];
  return {
    kind: outcome.kind === 'approved' ? 'page-approved' : 'page-returned',
    locale,
    relatedId: key,
    to: author.email,
    subject: t(outcome.kind === 'approved' ? 'approvedSubject' : 'returnedSubject', { page }),
    text: [
      t('greeting', { name: author.name }),
      '',
      ...lines,
      '',
      t('link', { link }),
      '',
      t('signature', { college }),
    ].join('\n'),
  };
}
