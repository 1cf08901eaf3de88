import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { formatPeriod } from '@/components/calendar/calendar-dates';
import { openStaffPage } from '@/components/staff/staff-page';
import { AcademicYearEditor } from '@/components/staff/academic-year-editor';
import { LanguagePreviews } from '@/components/staff/language-previews';
import { RevisionHistory } from '@/components/staff/revision-history';
import { pathOf } from '@/config/routes';
import { localePath } from '@/i18n/routing';
import { yearView, type AcademicYearDraft } from '@/lib/academic-calendar';
import { newsVisibility } from '@/lib/news';
import { isolateLtr } from '@/lib/bidi';
import { getAcademicYearForStaff } from '@/server/calendar/calendar-desk';
import { getDb } from '@/server/db/client';
import { catalogues } from '@/i18n/catalogues';
import { DeskItemState, DeskRecordPage } from '@/components/staff/desk-page';
import { PublicationSection, publicationStates } from '@/components/staff/record-publication';
import { itemReview } from '@/components/staff/item-review';

/**
 * One academic year on the calendar desk: the editor of its semesters and dates, its review
 * where the calendar waits for review, its publication (now, at a time, or off the site), its semesters as the calendar page will show
 * them in each language, and its history with each version's restore button.
 */
export default async function AcademicYearDesk({
  params,
}: PageProps<'/[locale]/staff/calendar/[year]'>) {
  const {
    locale,
    staff,
    params: { year },
  } = await openStaffPage(params, '/staff/calendar/[year]', 'editor');
  const record = await getAcademicYearForStaff(await getDb(), year);
  if (!record) notFound();
  const { row, draft, revisions } = record;
  const t = await getTranslations({ locale, namespace: 'StaffCalendar' });
  const messages = await getMessages({ locale });
  const labels = messages.StaffCalendar;
  const stateOf = await publicationStates(locale, 'StaffCalendar');
  const visibility = newsVisibility(row);
  const state = stateOf(visibility, row.publishAt);
  const endpoint = `/api/staff/calendar/${row.year}`;
  const version = row.updatedAt.toISOString();
  const review = await itemReview({ locale, staff, section: 'calendar', endpoint, item: row });

  return (
    <DeskRecordPage
      id="calendar-editor-title"
      back={{ href: localePath(locale, '/staff/calendar'), label: t('editor.backToList') }}
      heading={t('editor.editTitle', { year: isolateLtr(row.year) })}
      details={
        <DeskItemState
          marker="calendar"
          visibility={visibility}
          state={t('status.now', { state })}
        />
      }
      roomy
    >
      <AcademicYearEditor
        key={version}
        locale={locale}
        year={row.year}
        initial={draft}
        live={visibility === 'published'}
        version={version}
        labels={labels.editor}
        typeLabels={messages.Calendar}
        fieldErrors={messages.Staff.fieldErrors}
      />

      {review.panel}
      {review.mustSubmit ? null : (
        <PublicationSection
          locale={locale}
          namespace="StaffCalendar"
          marker="calendar"
          endpoint={endpoint}
          visibility={visibility}
          version={version}
          view={`${localePath(locale, pathOf('academic-calendar'))}?year=${row.year}`}
        />
      )}

      <LanguagePreviews
        marker="calendar"
        heading={t('preview.heading')}
        intro={t('preview.intro')}
        gap="gap-6"
      >
        {(language) => <YearPreview locale={language} year={row.year} draft={draft} />}
      </LanguagePreviews>

      <RevisionHistory
        locale={locale}
        namespace="StaffCalendar"
        endpoint={endpoint}
        revisions={revisions}
        readOnly={review.mustSubmit && visibility !== 'draft'}
        marker="calendar"
        describe={(snapshot: AcademicYearDraft) =>
          t('history.summary', {
            semesters: snapshot.semesters.length,
            dates: snapshot.semesters.reduce((total, semester) => total + semester.dates.length, 0),
          })
        }
      />
    </DeskRecordPage>
  );
}

/** A year's semesters in one language, as tables of what, when and notes. */
function YearPreview({
  locale,
  year,
  draft,
}: {
  locale: 'ar' | 'en';
  year: string;
  draft: AcademicYearDraft;
}) {
  const words = catalogues[locale].Calendar;
  const view = yearView(year, draft, locale);
  return (
    <div className="space-y-4">
      {view.semesters.length === 0 ? <p>{words.noSemesters}</p> : null}
      {view.semesters.map((semester) => (
        <table
          key={semester.id}
          className="w-full border border-slate-300 text-start dark:border-slate-600"
        >
          <caption className="bg-brand-700 p-2 text-start font-bold text-white">
            {semester.name || '—'}
          </caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              {(['event', 'date', 'notes'] as const).map((column) => (
                <th key={column} scope="col" className="p-2 text-start">
                  {words[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {semester.events.map((event, index) => (
              <tr key={index} className="border-b border-slate-200 dark:border-slate-700">
                <td className="p-2">{event.event || '—'}</td>
                <td className="p-2">{formatPeriod(locale, event.start, event.end)}</td>
                <td className="p-2">{event.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
