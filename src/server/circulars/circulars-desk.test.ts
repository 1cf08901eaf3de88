import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { circularDraftSchema, type CircularDraftInput } from '@/lib/circulars';
import { circularRevisions, circulars, libraryFiles } from '../db/schema';
import { activeBanner } from '../banner/site-banner';
import { buildSearchIndex } from '../search/build-search-index';
import { collectDocuments } from '../search/collect-documents';
import { syncNewsDocuments } from '../search/news-documents';
import { searchSite } from '../search/search-site';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import {
  auditedActions,
  editor,
  refusal,
  refusalCode,
  refusedFields,
} from '../../../test/support/publishing/desk-tests';
import {
  changeCircularStatus,
  createCircular,
  getCircularForStaff,
  markCircularTranslated,
  restoreCircularRevision,
  saveCircular,
  showCircularAsBanner,
} from './circulars-desk';
import { listArchivedCirculars, listCurrentCirculars } from './published-circulars';

const now = new Date('2026-11-24T10:00:00Z');
const words = { ar: 'اقرأ الإعلان', en: 'Read the notice' };

const paragraph = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });

const draft = (change: Partial<CircularDraftInput> = {}) =>
  circularDraftSchema.parse({
    slug: 'exams-first-semester',
    date: '2026-11-20',
    expiresOn: '2026-12-20',
    kind: 'exams',
    audiences: ['students'],
    urgent: false,
    titleAr: 'جدول امتحانات الفصل الأول',
    titleEn: 'First-semester exam timetable',
    bodyAr: paragraph('تبدأ الامتحانات في الخامس عشر من ديسمبر.'),
    bodyEn: paragraph('The exams start on 15 December.'),
    fileId: null,
    ...change,
  });

describe('the circular schema', () => {
  it('wants an audience and a kind, a last day not before its date, and a document id or none', () => {
    const refused = circularDraftSchema.safeParse({
      ...draft(),
      audiences: [],
      kind: 'party',
      expiresOn: '2026-11-19',
      fileId: '../etc/passwd',
    });
    expect(refusedFields(refused)).toEqual([
      ['audiences', 'circularAudienceRequired'],
      ['fileId', 'circularFileInvalid'],
      ['kind', 'circularKindRequired'],
    ]);
    expect(
      refusedFields(circularDraftSchema.safeParse({ ...draft(), expiresOn: '2026-11-19' })),
    ).toEqual([['expiresOn', 'circularExpiryBeforeDate']]);
    expect(
      circularDraftSchema.safeParse({ ...draft(), audiences: ['students', 'parents'] }).success,
    ).toBe(false);
    // Each audience once, in the site's order; '' is no document.
    const parsed = circularDraftSchema.parse({
      ...draft(),
      audiences: ['applicants', 'students', 'applicants'],
      fileId: '',
      expiresOn: '',
    });
    expect(parsed).toMatchObject({
      audiences: ['students', 'applicants'],
      fileId: null,
      expiresOn: '',
    });
  });
});

describeOnDatabases('the circulars desk', (database) => {
  async function libraryDocument(stored = true): Promise<string> {
    const [file] = await database.db
      .insert(libraryFiles)
      .values({
        name: `timetable-${stored ? 'stored' : 'empty'}`,
        kind: 'document',
        titleAr: 'جدول الامتحانات',
        titleEn: 'Exam timetable',
        storageKey: stored ? `library/${crypto.randomUUID()}` : null,
        bytes: stored ? 120_000 : null,
        createdBy: editor.email,
        updatedBy: editor.email,
      })
      .returning({ id: libraryFiles.id });
    return file!.id;
  }

  it('publishes a complete circular only, lists it for its audiences until its last day, then archives it', async () => {
    const fileId = await libraryDocument();
    const { id } = await createCircular(
      database.db,
      editor,
      draft({ bodyEn: '', fileId, audiences: ['students', 'staff'] }),
    );
    expect(
      await refusalCode(changeCircularStatus(database.db, editor, id, { action: 'publish' }, now)),
    ).toBe('news_incomplete');
    await saveCircular(
      database.db,
      editor,
      id,
      draft({ fileId, audiences: ['students', 'staff'] }),
    );
    await changeCircularStatus(database.db, editor, id, { action: 'publish' }, now);

    const [shown] = await listCurrentCirculars(database.db, 'en', { now });
    expect(shown).toMatchObject({
      slug: 'exams-first-semester',
      title: 'First-semester exam timetable',
      audiences: ['students', 'staff'],
      file: { href: '/files/timetable-stored.pdf', title: 'Exam timetable', bytes: 120_000 },
    });
    expect(await listCurrentCirculars(database.db, 'ar', { audience: 'staff', now })).toHaveLength(
      1,
    );
    expect(await listCurrentCirculars(database.db, 'ar', { audience: 'applicants', now })).toEqual(
      [],
    );

    // Current through its last day in Khartoum (22:00 UTC on 20 December is already the 21st).
    const lastDay = new Date('2026-12-20T21:00:00Z');
    expect(await listCurrentCirculars(database.db, 'en', { now: lastDay })).toHaveLength(1);
    const after = new Date('2026-12-20T22:30:00Z');
    expect(await listCurrentCirculars(database.db, 'en', { now: after })).toEqual([]);
    expect(
      (await listArchivedCirculars(database.db, 'en', 'students', after)).map((c) => c.slug),
    ).toEqual(['exams-first-semester']);
    expect(await listArchivedCirculars(database.db, 'en', 'applicants', after)).toEqual([]);

    // Found by the site search while in force, linked to its card; no longer once it has ended.
    const index = buildSearchIndex('en', collectDocuments('en'));
    const found = () =>
      searchSite(index, 'first-semester exams start').results.map((result) => result.href);
    await syncNewsDocuments('en', index, { db: database.db, now });
    expect(found()[0]).toBe('/en/circulars#notice-exams-first-semester');
    await syncNewsDocuments('en', index, { db: database.db, now: after });
    expect(found()).not.toContain('/en/circulars#notice-exams-first-semester');
    expect(await auditedActions(database.db, id)).toEqual([
      'circular.create',
      'circular.publish',
      'circular.save',
    ]);
  });

  it('refuses a document that is not a stored library document, and lists urgent ones first', async () => {
    const empty = await libraryDocument(false);
    const refused = await refusal(createCircular(database.db, editor, draft({ fileId: empty })));
    expect(refused.code).toBe('invalid_circular');
    expect(Object.keys(refused.fields ?? {})).toEqual(['fileId']);
    expect(
      await refusalCode(
        createCircular(database.db, editor, draft({ fileId: crypto.randomUUID() })),
      ),
    ).toBe('invalid_circular');
    expect(await database.db.select().from(circulars)).toEqual([]);

    const older = await createCircular(
      database.db,
      editor,
      draft({ slug: 'closure', kind: 'closure', date: '2026-11-10', urgent: true }),
    );
    const newer = await createCircular(database.db, editor, draft());
    for (const { id } of [older, newer]) {
      await changeCircularStatus(database.db, editor, id, { action: 'publish' }, now);
    }
    expect((await listCurrentCirculars(database.db, 'en', { now })).map((c) => c.slug)).toEqual([
      'closure',
      'exams-first-semester',
    ]);
  });

  it('keeps every version, puts one back, and refuses a second circular at one address', async () => {
    const { id } = await createCircular(database.db, editor, draft());
    await saveCircular(
      database.db,
      editor,
      id,
      draft({ titleAr: 'جدول امتحانات الفصل الأول (معدّل)' }),
    );
    // Saved within a second of the English: both languages count as in step.
    const item = (await getCircularForStaff(database.db, id))!.item;
    expect(
      await refusalCode(
        markCircularTranslated(database.db, editor, id, item.updatedAt.toISOString()),
      ),
    ).toBe('translation_current');
    const { revisions } = (await getCircularForStaff(database.db, id))!;
    await restoreCircularRevision(database.db, editor, id, revisions.at(-1)!.id);
    expect((await getCircularForStaff(database.db, id))!.item.titleAr).toBe(
      'جدول امتحانات الفصل الأول',
    );
    expect(await database.db.select().from(circularRevisions)).toHaveLength(3);
    expect(await refusalCode(createCircular(database.db, editor, draft()))).toBe(
      'circular_slug_taken',
    );
  });

  it('puts back a version whose document has left the library since, without it', async () => {
    const fileId = await libraryDocument();
    const { id } = await createCircular(database.db, editor, draft({ fileId }));
    await saveCircular(database.db, editor, id, draft({ fileId: null }));
    await database.db.delete(libraryFiles).where(eq(libraryFiles.id, fileId));
    const { revisions } = (await getCircularForStaff(database.db, id))!;
    await restoreCircularRevision(database.db, editor, id, revisions.at(-1)!.id);
    expect((await getCircularForStaff(database.db, id))!.item.fileId).toBeNull();
  });

  it('refuses a date of year 0, which the database has not, as a field', () => {
    expect(
      refusedFields(circularDraftSchema.safeParse({ ...draft(), date: '0000-01-01' })),
    ).toEqual([['date', 'dateInvalid']]);
  });

  it('shows an urgent, published, current circular as the banner until its last day, and nothing else', async () => {
    const { id } = await createCircular(database.db, editor, draft({ urgent: true }));
    const version = async () =>
      (await getCircularForStaff(database.db, id))!.item.updatedAt.toISOString();
    // A draft is not shown.
    expect(
      await refusalCode(showCircularAsBanner(database.db, editor, id, await version(), words, now)),
    ).toBe('circular_not_bannerable');
    await changeCircularStatus(database.db, editor, id, { action: 'publish' }, now);
    expect(
      await refusalCode(
        showCircularAsBanner(database.db, editor, id, '2020-01-01T00:00:00.000Z', words, now),
      ),
    ).toBe('news_conflict');
    await showCircularAsBanner(database.db, editor, id, await version(), words, now);
    expect(await activeBanner(database.db, 'en', now)).toMatchObject({
      message: 'First-semester exam timetable',
      severity: 'urgent',
      link: { href: '/en/circulars#notice-exams-first-semester', label: 'Read the notice' },
    });
    expect((await activeBanner(database.db, 'ar', now))?.link?.href).toBe(
      '/circulars#notice-exams-first-semester',
    );
    expect(await activeBanner(database.db, 'en', new Date('2026-12-20T21:00:00Z'))).not.toBeNull();
    expect(await activeBanner(database.db, 'en', new Date('2026-12-20T22:30:00Z'))).toBeNull();
    expect(await auditedActions(database.db, id)).toContain('circular.banner');

    // Not urgent: refused.
    await saveCircular(database.db, editor, id, draft({ urgent: false }));
    expect(
      await refusalCode(showCircularAsBanner(database.db, editor, id, await version(), words, now)),
    ).toBe('circular_not_bannerable');
  });
});
