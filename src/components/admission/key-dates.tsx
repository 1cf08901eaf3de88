import { CalendarDays, GraduationCap, Home, Stethoscope } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pathOf } from '@/config/routes';
import { intlLocale, localePath, type Locale } from '@/i18n/routing';
import { medicineWindow, nextIntake, publishedFirstSemesters } from '@/lib/admission-dates';
import { applicationWindow } from '@/lib/application-windows';
import { currentFigures } from '@/lib/college-figures';
import { formatDate } from '@/lib/format';
import { isolateLtr } from '@/lib/bidi';
import { readPublishedYears } from '@/server/calendar/published-calendar';
import { Link } from '../ui/link';

function monthOf(locale: Locale, isoMonth: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoMonth}-01T00:00:00Z`));
}

/** Two months before a YYYY-MM month (housing applications open then, spec 001 section 9). */
function twoMonthsBefore(isoMonth: string): string {
  const [year, month] = isoMonth.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 - 2, 1));
  return date.toISOString().slice(0, 7);
}

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <dt className="flex items-center gap-2 font-bold text-brand-900 dark:text-white">
        <span className="shrink-0 text-brand-700 dark:text-brand-300">{icon}</span>
        {label}
      </dt>
      <dd className="mt-2 space-y-1 text-slate-700 dark:text-slate-300">{children}</dd>
    </div>
  );
}

/**
 * The dates a family looks for first, as of today (read on each request): the next
 * intake, the medicine application window as the college set it (its Hijri dates with their
 * Gregorian ones, two dates, or closed: src/lib/college-figures.ts), and when housing
 * applications open. Shown on the home page and on /admission.
 */
export async function KeyDates({
  locale,
  headingLevel = 2,
}: {
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'KeyDates' });
  const today = new Date();
  const intake = nextIntake(today, publishedFirstSemesters(await readPublishedYears(today)));
  const intakeMonth =
    intake.kind === 'published' ? intake.semester.classesStart.slice(0, 7) : intake.month;
  const date = (iso: string) => formatDate(locale, iso);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // Supplementary to the page it sits on: a complementary landmark, not one of its sections.
    <aside aria-labelledby="key-dates" className="space-y-4" data-testid="key-dates">
      <Heading id="key-dates" className="text-2xl font-bold text-brand-900 dark:text-white">
        {t('heading')}
      </Heading>
      <dl className="grid gap-4 md:grid-cols-3">
        <Item
          icon={<GraduationCap aria-hidden="true" className="size-5" />}
          label={t('intakeLabel')}
        >
          <p>
            {intake.kind === 'published'
              ? t('intakePublished', {
                  year: isolateLtr(intake.semester.year),
                  registrationStart: date(intake.semester.registrationStart),
                  registrationEnd: date(
                    intake.semester.registrationEnd ?? intake.semester.registrationStart,
                  ),
                  classesStart: date(intake.semester.classesStart),
                })
              : t('intakeExpected', {
                  year: isolateLtr(intake.year),
                  month: monthOf(locale, intake.month),
                })}
          </p>
          <p>
            <Link
              href={localePath(locale, pathOf('academic-calendar'))}
              className="inline-flex items-center gap-1 font-bold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              {t('calendarLink')}
            </Link>
          </p>
        </Item>
        <Item
          icon={<Stethoscope aria-hidden="true" className="size-5" />}
          label={t('medicineLabel')}
        >
          <MedicineWindow
            t={t}
            date={date}
            today={today}
            hijriYear={medicineWindow(today).hijriYear}
          />
        </Item>
        <Item icon={<Home aria-hidden="true" className="size-5" />} label={t('housingLabel')}>
          <p>{t('housingOpen', { month: monthOf(locale, twoMonthsBefore(intakeMonth)) })}</p>
        </Item>
      </dl>
    </aside>
  );
}

/** Medicine's window as the college set it: Hijri, between two dates, closed, or none. */
function MedicineWindow({
  t,
  date,
  today,
  hijriYear,
}: {
  t: Awaited<ReturnType<typeof getTranslations<'KeyDates'>>>;
  date: (iso: string) => string;
  today: Date;
  hijriYear: number;
}) {
  const kind = currentFigures().windows.medicine.kind;
  const window = applicationWindow('medicine', today);
  if (!window) return <p data-testid="medicine-status">{t('medicineAlways')}</p>;
  if (window.shut) {
    return (
      <p className="font-bold text-brand-800 dark:text-brand-200" data-testid="medicine-status">
        {t('medicineShut')}
      </p>
    );
  }
  return (
    <>
      <p>
        {kind === 'hijri'
          ? t('medicineWindow', {
              hijriYear: String(hijriYear),
              start: date(window.opens),
              end: date(window.closes),
            })
          : t('medicineDates', { start: date(window.opens), end: date(window.closes) })}
      </p>
      <p className="font-bold text-brand-800 dark:text-brand-200" data-testid="medicine-status">
        {window.open
          ? t('medicineOpen', { end: date(window.closes) })
          : t('medicineUpcoming', { start: date(window.opens) })}
      </p>
      {kind === 'hijri' ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('hijriNote')}</p>
      ) : null}
    </>
  );
}
