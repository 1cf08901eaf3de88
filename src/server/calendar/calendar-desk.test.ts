import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AcademicYearDraft } from '@/lib/academic-calendar';
import {
  academicDates,
  academicSemesters,
  academicYearRevisions,
  academicYears,
} from '../db/schema';
import { seedAcademicCalendar } from '../db/seed-academic-calendar';
import { academicCalendarSeed } from '../db/seeds/academic-calendar-seed';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { auditedActions, editor, refusal } from '../../../test/support/publishing/desk-tests';
import { buildSearchIndex } from '../search/build-search-index';
import { collectDocuments } from '../search/collect-documents';
import { syncNewsDocuments } from '../search/news-documents';
import { searchSite } from '../search/search-site';
import {
  changeAcademicYearStatus,
  createAcademicYear,
  getAcademicYearForStaff,
  restoreAcademicYearRevision,
  saveAcademicYear,
} from './calendar-desk';
import { listPublishedYears, publishedCalendar, publishedYear } from './published-calendar';

const now = new Date('2026-11-24T10:00:00Z');

const year2028: AcademicYearDraft = {
  semesters: [
    {
      type: 'regular',
      nameAr: 'الفصل الدراسي الأول',
      nameEn: 'First Semester',
      dates: [
        {
          start: '2027-08-01',
          end: '2027-08-15',
          eventAr: 'التسجيل',
          eventEn: 'Registration',
          notesAr: '',
          notesEn: '',
        },
        {
          start: '2027-09-15',
          end: '',
          eventAr: 'بداية الدراسة',
          eventEn: 'Classes begin',
          notesAr: 'ملاحظة',
          notesEn: 'A note',
        },
      ],
    },
  ],
};

describeOnDatabases('the calendar desk', (database) => {
  it("seeds the calendar once: the spec's three years published, 2026-2027 a draft", async () => {
    expect(await seedAcademicCalendar(database.db)).toBe(academicCalendarSeed.length);
    expect(await seedAcademicCalendar(database.db)).toBe(0);
    const [years] = await database.db.select({ rows: count() }).from(academicYears);
    expect(years!.rows).toBe(4);
    const [dates] = await database.db.select({ rows: count() }).from(academicDates);
    expect(dates!.rows).toBe(24);
    const calendar = await publishedCalendar(database.db, 'en', now);
    expect(calendar.years.map((view) => view.year)).toEqual([
      '2023-2024',
      '2024-2025',
      '2025-2026',
    ]);
    // 26 November 2026 is in 2026-2027, not published: the latest published year opens.
    expect(calendar.defaultYear).toBe('2025-2026');
    // The spec's seed semesters of 2024-2025, in both languages, in order.
    const spec = calendar.years[1]!;
    expect(
      spec.semesters.map((semester) => [
        semester.id,
        semester.type,
        semester.events.map((event) => [event.event, event.start, event.end ?? null]),
      ]),
    ).toEqual([
      [
        '2024-2025-1',
        'regular',
        [
          ['Registration', '2024-08-01', '2024-08-15'],
          ['Classes', '2024-09-15', '2024-12-30'],
        ],
      ],
      [
        '2024-2025-2',
        'second',
        [
          ['Registration', '2025-02-01', '2025-02-05'],
          ['Classes', '2025-02-06', '2025-05-20'],
        ],
      ],
      [
        '2024-2025-3',
        'summer',
        [
          ['Registration', '2025-06-20', '2025-06-25'],
          ['Classes begin', '2025-07-01', null],
        ],
      ],
    ]);
    const arabic = await publishedYear(database.db, 'ar', '2024-2025', now);
    expect(arabic!.semesters[0]!.name).toBe('الفصل الدراسي الأول');
    expect(await publishedYear(database.db, 'en', '2026-2027', now)).toBeNull();
  });

  it('never seeds over a calendar an editor has started', async () => {
    await createAcademicYear(database.db, editor, { year: '2027-2028', copyFrom: '' });
    expect(await seedAcademicCalendar(database.db)).toBe(0);
    expect(await database.db.select().from(academicYears)).toHaveLength(1);
  });

  it('publishes 2026-2027 and the calendar opens on it; scheduling waits for its time', async () => {
    await seedAcademicCalendar(database.db);
    const { row } = (await getAcademicYearForStaff(database.db, '2026-2027'))!;
    const later = new Date('2026-11-25T08:00:00Z');
    await changeAcademicYearStatus(
      database.db,
      editor,
      '2026-2027',
      { action: 'schedule', at: later, version: row.updatedAt.toISOString() },
      now,
    );
    expect((await publishedCalendar(database.db, 'en', now)).defaultYear).toBe('2025-2026');
    const after = await publishedCalendar(database.db, 'ar', new Date('2026-11-25T09:00:00Z'));
    expect(after.defaultYear).toBe('2026-2027');
    expect(after.years.at(-1)!.semesters[0]!.name).toBe('الفصل الدراسي الأول');
    expect(await auditedActions(database.db, '2026-2027')).toEqual(['calendar.schedule']);
  });

  it('starts a new year from another, its dates moved on a year', async () => {
    await seedAcademicCalendar(database.db);
    await createAcademicYear(database.db, editor, { year: '2027-2028', copyFrom: '2026-2027' });
    const { row, draft, revisions } = (await getAcademicYearForStaff(database.db, '2027-2028'))!;
    expect(row.status).toBe('draft');
    expect(draft.semesters.map((semester) => semester.dates[0]!.start)).toEqual([
      '2027-08-01',
      '2028-02-01',
      '2028-06-20',
    ]);
    expect(revisions.map((revision) => revision.reason)).toEqual(['created']);
    expect(
      (await refusal(createAcademicYear(database.db, editor, { year: '2027-2028', copyFrom: '' })))
        .code,
    ).toBe('academic_year_taken');
    expect(
      (
        await refusal(
          createAcademicYear(database.db, editor, { year: '2030-2031', copyFrom: '2019-2020' }),
        )
      ).code,
    ).toBe('unknown_academic_year');
    expect(await database.db.select().from(academicYears)).toHaveLength(5);
  });

  it('publishes a complete year only, names what is missing by its path, and refuses a stale copy', async () => {
    await createAcademicYear(database.db, editor, { year: '2027-2028', copyFrom: '' });
    const empty = await refusal(
      changeAcademicYearStatus(database.db, editor, '2027-2028', { action: 'publish' }, now),
    );
    expect(empty.code).toBe('calendar_incomplete');
    expect(Object.keys(empty.fields!)).toEqual(['semesters']);
    const partial = structuredClone(year2028);
    partial.semesters[0]!.dates[1]!.eventAr = '';
    const opened = (await getAcademicYearForStaff(database.db, '2027-2028'))!.row.updatedAt;
    const saved = await saveAcademicYear(database.db, editor, '2027-2028', partial, {
      version: opened.toISOString(),
    });
    const incomplete = await refusal(
      changeAcademicYearStatus(database.db, editor, '2027-2028', { action: 'publish' }, now),
    );
    expect(incomplete.fields).toEqual({
      'semesters.0.dates.1.eventAr': {
        ar: 'مطلوب للنشر في اللغتين.',
        en: 'Required to publish, in both languages.',
      },
    });
    expect(
      (
        await refusal(
          saveAcademicYear(database.db, editor, '2027-2028', year2028, {
            version: opened.toISOString(),
          }),
        )
      ).code,
    ).toBe('calendar_conflict');
    const complete = await saveAcademicYear(database.db, editor, '2027-2028', year2028, {
      version: saved.version,
    });
    await changeAcademicYearStatus(
      database.db,
      editor,
      '2027-2028',
      { action: 'publish', version: complete.version },
      now,
    );
    const published = await listPublishedYears(database.db, now);
    expect(published).toEqual([{ year: '2027-2028', draft: year2028 }]);
    // Found by the site search without a rebuild, linked to the calendar opened on the year.
    const index = buildSearchIndex('ar', collectDocuments('ar'));
    const search = () =>
      searchSite(index, 'بداية الدراسة ملاحظة').results.map((result) => [
        result.href,
        result.title,
      ]);
    await syncNewsDocuments('ar', index, { db: database.db, now });
    expect(search()[0]).toEqual([
      '/academic-calendar?year=2027-2028',
      [{ text: 'التقويم الأكاديمي \u20662027-2028\u2069' }],
    ]);
    // A published year keeps its names: a save that drops one is refused, nothing written.
    expect((await refusal(saveAcademicYear(database.db, editor, '2027-2028', partial))).code).toBe(
      'calendar_incomplete',
    );
    expect((await listPublishedYears(database.db, now))[0]!.draft).toEqual(year2028);
    await changeAcademicYearStatus(database.db, editor, '2027-2028', { action: 'unpublish' }, now);
    expect(await listPublishedYears(database.db, now)).toEqual([]);
  });

  it('keeps every version and puts one back; a revision of another year is refused', async () => {
    await createAcademicYear(database.db, editor, { year: '2027-2028', copyFrom: '' });
    await saveAcademicYear(database.db, editor, '2027-2028', year2028);
    const { revisions } = (await getAcademicYearForStaff(database.db, '2027-2028'))!;
    expect(revisions.map((revision) => revision.reason)).toEqual(['saved', 'created']);
    await restoreAcademicYearRevision(database.db, editor, '2027-2028', revisions[1]!.id);
    expect((await getAcademicYearForStaff(database.db, '2027-2028'))!.draft).toEqual({
      semesters: [],
    });
    expect(await database.db.select().from(academicSemesters)).toHaveLength(0);
    expect(await database.db.select().from(academicYearRevisions)).toHaveLength(3);
    await createAcademicYear(database.db, editor, { year: '2028-2029', copyFrom: '' });
    expect(
      (
        await refusal(
          restoreAcademicYearRevision(database.db, editor, '2028-2029', revisions[0]!.id),
        )
      ).code,
    ).toBe('unknown_revision');
    expect((await refusal(saveAcademicYear(database.db, editor, '1999-2000', year2028))).code).toBe(
      'unknown_academic_year',
    );
    expect((await refusal(saveAcademicYear(database.db, editor, '2031-2032', year2028))).code).toBe(
      'unknown_academic_year',
    );
  });
});
