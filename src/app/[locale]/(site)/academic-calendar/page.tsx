import { getMessages } from 'next-intl/server';
import { getAcademicCalendar } from '@content/calendar';
import { AcademicCalendarEditor } from '@/components/calendar/academic-calendar-editor';
import { formatPeriod } from '@/components/calendar/calendar-dates';
import type { Semester } from '@/components/calendar/calendar-state';
import { SubscribeLink } from '@/components/news/event-card';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';
import { calendarOf, readPublishedYears } from '@/server/calendar/published-calendar';

export const generateMetadata = metadataFor('academic-calendar');

// Read from the database on each request: a year shows, changes or goes the moment an editor
// publishes, saves or withdraws it (issue #22).
export const dynamic = 'force-dynamic';

export default async function AcademicCalendarPage({
  params,
  searchParams,
}: PageProps<'/[locale]/academic-calendar'>) {
  const locale = await pageLocale(params);
  const { year: asked } = await searchParams;
  // The last years read when the database fails (src/server/publishing/read-published.ts).
  const { years, defaultYear } = calendarOf(await readPublishedYears(), locale);
  const notes = getAcademicCalendar(locale).generalNotes;
  const labels = (await getMessages({ locale })).Calendar;
  // The editor works on the spec's free-text dates: the published ones, formatted here.
  const semesters = Object.fromEntries(
    years.map(({ year, semesters }) => [
      year,
      semesters.map((semester): Semester => ({
        id: semester.id,
        name: semester.name,
        type: semester.type,
        events: semester.events.map((event) => ({
          event: event.event,
          date: formatPeriod(locale, event.start, event.end),
          notes: event.notes,
        })),
      })),
    ]),
  );
  const yearOptions = years.map(({ year }) => year);
  const downloads = Object.fromEntries(
    yearOptions.map((year) => [year, `/api/academic-calendar/${year}?lang=${locale}`]),
  );
  // A link may ask for a year (the site search does): shown when it is published.
  const opened = typeof asked === 'string' && yearOptions.includes(asked) ? asked : defaultYear;

  return (
    <>
      <PageHeader locale={locale} page="academic-calendar" />
      <div className="container-page space-y-12 py-10">
        {opened ? (
          <AcademicCalendarEditor
            key={opened}
            years={semesters}
            yearOptions={yearOptions}
            defaultYear={opened}
            downloads={downloads}
            labels={labels}
          />
        ) : (
          <p className="text-lg" data-calendar-empty="">
            {labels.nonePublished}
          </p>
        )}
        <SubscribeLink
          locale={locale}
          feed="academic-calendar"
          label={labels.subscribe}
          hint={labels.subscribeHint}
        />
        <section aria-labelledby="general-notes">
          <h2 id="general-notes" className="text-2xl font-bold text-brand-900 dark:text-white">
            {labels.generalNotes}
          </h2>
          <ul className="mt-4 max-w-3xl list-disc space-y-2 ps-6 text-slate-700 marker:text-brand-600 dark:text-slate-300">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
