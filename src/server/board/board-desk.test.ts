import { describe, expect, it } from 'vitest';
import { boardMemberSchema, boardPhotoId, boardPhotoUrl } from '@/lib/board-member';
import { mediaImages, staffAuditLog } from '../db/schema';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { editor, refusalCode, refusedFields } from '../../../test/support/publishing/desk-tests';
import { isPublishedImage } from '../news/published-news';
import { listBoardMembers } from './list-board-members';
import {
  changeBoardStatus,
  createBoardMember,
  getBoardMember,
  removeBoardMember,
  restoreBoardRevision,
  saveBoardMember,
} from './board-desk';
import { board } from '../db/schema';
import { seedBoard } from '../db/seed-board';
import { listRevisions } from '../publishing/record-revisions';
import { getBoardContent } from '@content/board';
import { buildSearchIndex } from '../search/build-search-index';
import { collectDocuments } from '../search/collect-documents';
import { syncNewsDocuments } from '../search/news-documents';
import { searchSite } from '../search/search-site';

const member = (change: Record<string, unknown> = {}) =>
  boardMemberSchema.parse({
    nameAr: 'د. سلمى عثمان',
    nameEn: 'Dr Salma Osman',
    positionAr: 'عضو مجلس الأمناء',
    positionEn: 'Member of the Board of Trustees',
    bioAr: '',
    bioEn: 'A paediatrician.',
    role: 'member',
    imageId: null,
    ...change,
  });

describe('a board member as the editor saves them', () => {
  it('needs the name and position in both languages and a known role', () => {
    const refused = boardMemberSchema.safeParse({ ...member(), nameEn: ' ', role: 'king' });
    expect(refusedFields(refused)).toEqual([
      ['nameEn', 'boardFieldRequired'],
      ['role', 'boardRoleRequired'],
    ]);
  });

  it('keeps the photo as the address of its 480-pixel copy, and reads the picture back', () => {
    const id = '8d3f6a52-4c1e-4b7a-9f0d-2e5c7b9a1d44';
    expect(boardPhotoUrl(id)).toBe(`/api/media/${id}/480`);
    expect(boardPhotoId(boardPhotoUrl(id))).toBe(id);
    expect(boardPhotoId('/images/board/old.jpg')).toBeNull();
  });
});

describeOnDatabases('the board in the workspace', (database) => {
  it('adds a draft, changes it (with a photo public once published) and removes it, each audited', async () => {
    const { id } = await createBoardMember(database.db, editor, member());
    const [image] = await database.db
      .insert(mediaImages)
      .values({ width: 960, height: 960, uploadedBy: editor.id })
      .returning({ id: mediaImages.id });
    await saveBoardMember(
      database.db,
      editor,
      String(id),
      member({ imageId: image!.id, role: 'chairman' }),
    );
    // A draft: on the desk only, and its photo is not served to visitors.
    expect(await listBoardMembers(database.db)).toEqual([]);
    const [draft] = await listBoardMembers(database.db, { drafts: true });
    expect(draft).toMatchObject({ role: 'chairman', imageUrl: boardPhotoUrl(image!.id) });
    expect(draft!.publishAt).toBeNull();
    expect(await isPublishedImage(database.db, image!.id)).toBe(false);

    const version = (await getBoardMember(database.db, String(id)))!.updatedAt.toISOString();
    const answer = await changeBoardStatus(database.db, editor, String(id), {
      action: 'publish',
      version,
    });
    expect(answer.visibility).toBe('published');
    const [saved] = await listBoardMembers(database.db);
    expect(saved).toMatchObject({ role: 'chairman', imageUrl: boardPhotoUrl(image!.id) });
    expect(saved!.bio).toEqual({ ar: null, en: 'A paediatrician.' });
    expect(await isPublishedImage(database.db, image!.id)).toBe(true);
    // A change of publication made from the copy read before the last one is refused.
    expect(
      await refusalCode(
        changeBoardStatus(database.db, editor, String(id), { action: 'unpublish', version }),
      ),
    ).toBe('record_conflict');

    expect(
      await refusalCode(
        saveBoardMember(
          database.db,
          editor,
          String(id),
          member({ imageId: '8d3f6a52-4c1e-4b7a-9f0d-2e5c7b9a1d44' }),
        ),
      ),
    ).toBe('invalid_board_member');
    // Removed only from a copy of its last version: an older one is refused (409).
    const stale = '2020-01-01T00:00:00.000Z';
    expect(await refusalCode(removeBoardMember(database.db, editor, String(id), stale))).toBe(
      'record_conflict',
    );
    expect(await getBoardMember(database.db, String(id))).not.toBeNull();
    const latest = (await getBoardMember(database.db, String(id)))!.updatedAt.toISOString();
    await removeBoardMember(database.db, editor, String(id), latest);
    expect(await getBoardMember(database.db, String(id))).toBeNull();
    expect(await refusalCode(removeBoardMember(database.db, editor, String(id), latest))).toBe(
      'unknown_member',
    );
    expect(await refusalCode(saveBoardMember(database.db, editor, 'x1', member()))).toBe(
      'unknown_member',
    );
    const audit = await database.db.select({ action: staffAuditLog.action }).from(staffAuditLog);
    expect(audit.map((row) => row.action).sort()).toEqual([
      'board.create',
      'board.publish',
      'board.remove',
      'board.save',
    ]);
  });

  it('schedules a member, shown from that time, and takes one off the page', async () => {
    const { id } = await createBoardMember(database.db, editor, member());
    const at = new Date('2026-12-01T07:00:00Z');
    const now = new Date('2026-11-30T07:00:00Z');
    const read = async () => (await getBoardMember(database.db, String(id)))!;
    expect(
      await changeBoardStatus(
        database.db,
        editor,
        String(id),
        { action: 'schedule', at, version: (await read()).updatedAt.toISOString() },
        now,
      ),
    ).toEqual({ visibility: 'scheduled', publishAt: at.toISOString() });
    expect(await listBoardMembers(database.db, { now })).toEqual([]);
    expect(
      (await listBoardMembers(database.db, { now: new Date('2026-12-01T07:00:00Z') })).map(
        (row) => row.id,
      ),
    ).toEqual([id]);

    // The site search finds the people the board's page shows: the static list while the table
    // has no member, the member from the time it is shown on.
    const index = buildSearchIndex('en', collectDocuments('en'));
    const people = (query: string) =>
      searchSite(index, query)
        .results.filter((result) => result.kind === 'person' && result.key === 'about/board')
        .map((result) => [result.title.map((segment) => segment.text).join(''), result.href]);
    await syncNewsDocuments('en', index, { db: database.db, now });
    expect(people('Salma Osman')).not.toContainEqual(['Dr Salma Osman', '/en/about/board']);
    const staticMember = getBoardContent('en').members[0]!.name;
    expect(people(staticMember)[0]).toEqual([staticMember, '/en/about/board']);
    await syncNewsDocuments('en', index, { db: database.db, now: at });
    expect(people('Salma Osman')[0]).toEqual(['Dr Salma Osman', '/en/about/board']);
    expect(people(staticMember).map(([title]) => title)).not.toContain(staticMember);
    // A time already past is refused, and so is taking a draft off the page.
    expect(
      await refusalCode(
        changeBoardStatus(
          database.db,
          editor,
          String(id),
          { action: 'schedule', at: now, version: (await read()).updatedAt.toISOString() },
          now,
        ),
      ),
    ).toBe('schedule_in_past');
    await changeBoardStatus(database.db, editor, String(id), { action: 'unpublish' });
    expect((await read()).publishAt).toBeNull();
    await syncNewsDocuments('en', index, { db: database.db, now: at });
    expect(people('Salma Osman')).not.toContainEqual(['Dr Salma Osman', '/en/about/board']);
    expect(
      await refusalCode(
        changeBoardStatus(database.db, editor, String(id), { action: 'unpublish' }),
      ),
    ).toBe('record_status_unchanged');
    expect(
      await refusalCode(changeBoardStatus(database.db, editor, '999', { action: 'publish' })),
    ).toBe('unknown_member');
  });

  it('shows a row written straight into the table at once (spec 001), and the seeded board', async () => {
    await seedBoard(database.db);
    await database.db.insert(board).values({
      nameAr: 'أ. منى',
      nameEn: 'Ms Muna',
      positionAr: 'عضو',
      positionEn: 'Member',
    });
    const shown = await listBoardMembers(database.db);
    expect(shown.at(-1)!.name.en).toBe('Ms Muna');
    expect(shown.every((row) => row.publishAt !== null)).toBe(true);
  });

  it('keeps every version of a member, the seeded one too, and puts one back', async () => {
    await seedBoard(database.db);
    const [first] = await database.db.select().from(board).orderBy(board.id).limit(1);
    const id = String(first!.id);
    expect(await listRevisions(database.db, 'board', first!.id)).toEqual([]);
    await saveBoardMember(
      database.db,
      editor,
      id,
      member({ nameAr: first!.nameAr, nameEn: 'A new name', role: first!.role }),
    );
    const revisions = await listRevisions(database.db, 'board', first!.id);
    expect(revisions.map((revision) => revision.reason)).toEqual(['saved', 'seeded']);
    expect(revisions[1]!.snapshot).toMatchObject({ nameEn: first!.nameEn });
    await restoreBoardRevision(database.db, editor, id, revisions[1]!.id);
    expect((await getBoardMember(database.db, id))!.nameEn).toBe(first!.nameEn);
    expect(
      (await listRevisions(database.db, 'board', first!.id)).map((revision) => revision.reason),
    ).toEqual(['restored', 'saved', 'seeded']);
    // A revision of another member, or none at all, is refused.
    const other = await createBoardMember(database.db, editor, member());
    expect(
      await refusalCode(
        restoreBoardRevision(database.db, editor, String(other.id), revisions[1]!.id),
      ),
    ).toBe('unknown_revision');
    expect(
      await refusalCode(
        restoreBoardRevision(database.db, editor, id, '8d3f6a52-4c1e-4b7a-9f0d-2e5c7b9a1d44'),
      ),
    ).toBe('unknown_revision');
  });

  it('answers an address past the range of the key column as an unknown member, not a failed query', async () => {
    // The route's segment is any run of digits; the column is a PostgreSQL integer.
    const version = '2026-01-01T00:00:00.000Z';
    for (const id of ['2147483648', '9999999999']) {
      expect(await getBoardMember(database.db, id)).toBeNull();
      expect(await refusalCode(saveBoardMember(database.db, editor, id, member()))).toBe(
        'unknown_member',
      );
      expect(
        await refusalCode(
          // Refused before it starts (a throw, not a rejected promise).
          (async () =>
            changeBoardStatus(database.db, editor, id, { action: 'publish', version }))(),
        ),
      ).toBe('unknown_member');
      expect(await refusalCode(removeBoardMember(database.db, editor, id, version))).toBe(
        'unknown_member',
      );
    }
  });
});
