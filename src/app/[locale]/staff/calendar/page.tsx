import { workspaceDateTime } from '@/lib/format';
import { getMessages, getTranslations } from 'next-intl/server';
import { openStaffPage } from '@/components/staff/staff-page';
import { NewAcademicYearForm } from '@/components/staff/new-academic-year-form';
import type { StaffTableRow } from '@/components/staff/staff-table';
import { localePath } from '@/i18n/routing';
import { academicYearOfDay } from '@/lib/academic-calendar';
import { collegeToday } from '@/lib/college-time';
import { newsVisibility } from '@/lib/news';
import { listAcademicYearsForStaff } from '@/server/calendar/calendar-desk';
import { getDb } from '@/server/db/client';
import { SEED_AUTHOR } from '@/server/db/seed-once';
import { readYearContents } from '@/server/db/write-academic-year';
import { publicationStates } from '@/components/staff/record-publication';
import { DeskPage, DeskTable, headedColumns } from '@/components/staff/desk-page';

/** The year after a year: 2026-2027 → 2027-2028. */
const nextYear = (year: string) => {
  const first = Number(year.slice(0, 4)) + 1;
  return `${first}-${first + 1}`;
};

/**
 * The calendar desk: every academic year, the latest first, with its semesters and where it
 * stands; and the form that adds a year.
 */
export default async function CalendarDesk({ params }: PageProps<'/[locale]/staff/calendar'>) {
  const { locale } = await openStaffPage(params, '/staff/calendar', 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffCalendar' });
  const review = await getTranslations({ locale, namespace: 'StaffItemReview' });
  const messages = await getMessages({ locale });
  const db = await getDb();
  const rows = await listAcademicYearsForStaff(db);
  const contents = await readYearContents(
    db,
    rows.map((row) => row.year),
  );
  const date = workspaceDateTime(locale);
  const stateOf = await publicationStates(locale, 'StaffCalendar');
  const current = academicYearOfDay(collegeToday());

  const tableRows: StaffTableRow[] = rows.map((row) => {
    const visibility = newsVisibility(row);
    const semesters = contents.get(row.year)?.semesters ?? [];
    const names = semesters
      .map((semester) => (locale === 'ar' ? semester.nameAr : semester.nameEn))
      .filter(Boolean);
    return {
      id: row.year,
      marker: row.year,
      cells: {
        year: {
          text: row.year,
          href: localePath(locale, `/staff/calendar/${row.year}`),
          nowrap: true,
        },
        semesters: { text: names.join(' · ') || t('untitled') },
        status: {
          text: stateOf(visibility, row.publishAt),
          note: row.reviewState
            ? review(row.reviewState === 'submitted' ? 'badgeSubmitted' : 'badgeReturned')
            : undefined,
        },
        changed: {
          text: date.format(row.updatedAt),
          note: row.updatedBy === SEED_AUTHOR ? t('history.seedAuthor') : (row.updatedBy ?? ''),
        },
      },
    };
  });
  const latest = rows[0]?.year;
  const withSemesters = rows
    .map((row) => row.year)
    .filter((year) => (contents.get(year)?.semesters.length ?? 0) > 0);

  return (
    <DeskPage id="calendar-desk-title" title={t('title')} intro={t('intro')}>
      <DeskTable
        count={t('count', { total: rows.length })}
        empty={t('empty')}
        caption={t('caption')}
        columns={headedColumns(['year', 'semesters', 'status', 'changed'], (id) =>
          t(`columns.${id}`),
        )}
        rows={tableRows}
      />
      <NewAcademicYearForm
        locale={locale}
        suggested={latest && latest >= current ? nextYear(latest) : current}
        years={withSemesters}
        labels={{ ...messages.StaffCalendar.create, ...messages.StaffCalendar.editor }}
      />
    </DeskPage>
  );
}
