/**
 * Programmes that take applications only in a window of the year (issue #44): medicine, from
 * 1 Rajab to 15 Shaban of every Hijri year (spec 001 section 9; admission-dates.ts finds its
 * Gregorian dates, as the admission page's key dates show them). Every other programme takes
 * applications whenever an intake is offered (admission-dates.ts: offeredIntakes).
 *
 * The form's page computes the windows on each request and the server checks them again;
 * whether an application before the window is refused or taken to be considered from its
 * opening is the college's choice (APPLICATION_EARLY, src/config/site.ts).
 */
import type { Locale } from '@/i18n/routing';
import { medicineWindow, type HijriWindow } from './admission-dates';
import type { ProgrammeId } from './application-choices';
import { COLLEGE_TIME_ZONE } from './college-time';
import { formatDate } from './format';
import { fill } from './template';

const windowOf: Partial<Record<ProgrammeId, (today: Date) => HijriWindow>> = {
  medicine: medicineWindow,
};

/** A programme's window: its first and last days (YYYY-MM-DD), and whether today is in it. */
export interface ApplicationWindow {
  opens: string;
  closes: string;
  open: boolean;
}

/** Today's date at the college (Khartoum), as midnight UTC of that day. */
function collegeDay(now: Date): Date {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: COLLEGE_TIME_ZONE }).format(now);
  return new Date(`${date}T00:00:00Z`);
}

/**
 * The window of `programme` that is open today at the college or opens next (null for a
 * programme that has none).
 */
export function applicationWindow(programme: ProgrammeId, now: Date): ApplicationWindow | null {
  const of = windowOf[programme];
  if (!of) return null;
  const { start, end, open } = of(collegeDay(now));
  return { opens: start, closes: end, open };
}

/** The windows of every programme that has one, as of `now`. */
export function applicationWindows(now: Date): Partial<Record<ProgrammeId, ApplicationWindow>> {
  return Object.fromEntries(
    Object.keys(windowOf).flatMap((programme) => {
      const window = applicationWindow(programme as ProgrammeId, now);
      return window ? [[programme, window]] : [];
    }),
  );
}

/**
 * What the form says of a programme's window (ApplicationForm.window*): when it closes while
 * open; before it, when it opens and that an application is refused until then or, with early
 * applications allowed, considered from then. The server's refusal uses the same words.
 */
export function windowText(
  labels: Record<'windowClosed' | 'windowEarly' | 'windowOpen', string>,
  locale: Locale,
  programme: string,
  window: ApplicationWindow,
  early: boolean,
): string {
  const key = window.open ? 'windowOpen' : early ? 'windowEarly' : 'windowClosed';
  return fill(labels[key], {
    programme,
    opens: formatDate(locale, window.opens),
    closes: formatDate(locale, window.closes),
  });
}
