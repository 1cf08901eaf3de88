import { getMessages } from 'next-intl/server';
import { getAcademicCalendar } from '@content/calendar';
import { academicYearOf, academicYears, type AcademicYear } from '@content/calendar-schema';
import { AcademicCalendarEditor } from '@/components/calendar/academic-calendar-editor';
import { formatPeriod } from '@/components/calendar/calendar-dates';
import type { Semester } from '@/components/calendar/calendar-state';
import { SubscribeLink } from '@/components/news/event-card';
import { pageLocale } from '@/components/page/info-page';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';

export const generateMetadata = metadataFor('academic-calendar');

export default async function AcademicCalendarPage({
  params,
}: PageProps<'/[locale]/academic-calendar'>) {
  const locale = await pageLocale(params);
  const calendar = getAcademicCalendar(locale);
  const labels = (await getMessages({ locale })).Calendar;
  // The editor works on the spec's free-text dates: the published ones, formatted here.
  const years = Object.fromEntries(
    academicYears.map((year) => [
      year,
      calendar.years[year].map((semester): Semester => ({
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
  ) as Record<AcademicYear, Semester[]>;
  const downloads = Object.fromEntries(
    academicYears.map((year) => [year, `/api/academic-calendar/${year}?lang=${locale}`]),
  ) as Record<AcademicYear, string>;

  return (
    <>
      <PageHeader locale={locale} page="academic-calendar" />
      <div className="container-page space-y-12 py-10">
        <AcademicCalendarEditor
          years={years}
          yearOptions={academicYears}
          defaultYear={academicYearOf(new Date())}
          downloads={downloads}
          labels={labels}
        />
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
            {calendar.generalNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
