/**
 * When each programme takes applications (issue #44; the college's figures since #46,
 * src/lib/college-figures.ts): medicine from 1 Rajab to 15 Shaban of every Hijri year (spec 001
 * section 9; admission-dates.ts finds its Gregorian dates, as the key dates show them), a
 * programme between two dates the editors set, one closed for the year, and the others whenever
 * an intake is offered (admission-dates.ts: offeredIntakes).
 *
 * The form's page computes the windows on each request and the server checks them again;
 * whether an application before the window is refused or taken to be considered from its
 * opening is the college's choice (APPLICATION_EARLY, src/config/site.ts). A closed programme,
 * or one whose dates have passed, takes none.
 */
import type { Locale } from '@/i18n/routing';
import { medicineWindow } from './admission-dates';
import type { ProgrammeId } from './application-choices';
import { collegeToday } from './college-time';
import type { CollegeFigures } from './college-figures';
import { currentWindows } from './figure-numbers';
import { formatDate } from './format';
import { fill } from './template';

/**
 * A programme's window: its first and last days (YYYY-MM-DD), whether today is in it, and
 * whether it is shut for the year (closed, or its last day has passed: no opening ahead).
 */
export interface ApplicationWindow {
  opens: string;
  closes: string;
  open: boolean;
  shut?: true;
}

/** Today's date at the college (Khartoum), as midnight UTC of that day. */
function collegeDay(now: Date): Date {
  return new Date(`${collegeToday(now)}T00:00:00Z`);
}

/**
 * The window of `programme` that is open today at the college or opens next (null for a
 * programme that takes applications whenever an intake is offered).
 */
export function applicationWindow(
  programme: ProgrammeId,
  now: Date,
  windows: CollegeFigures['windows'] = currentWindows(),
): ApplicationWindow | null {
  const set = windows[programme];
  if (!set || set.kind === 'always') return null;
  if (set.kind === 'closed') return { opens: '', closes: '', open: false, shut: true };
  const today = collegeDay(now);
  if (set.kind === 'hijri') {
    const { start, end, open } = medicineWindow(today);
    return { opens: start, closes: end, open };
  }
  const day = today.toISOString().slice(0, 10);
  if (day > set.closes) return { opens: set.opens, closes: set.closes, open: false, shut: true };
  return { opens: set.opens, closes: set.closes, open: set.opens <= day };
}

/** The windows of every programme that has one, as of `now`. */
export function applicationWindows(
  now: Date,
  windows: CollegeFigures['windows'] = currentWindows(),
): Partial<Record<ProgrammeId, ApplicationWindow>> {
  return Object.fromEntries(
    (Object.keys(windows) as ProgrammeId[]).flatMap((programme) => {
      const window = applicationWindow(programme, now, windows);
      return window ? [[programme, window]] : [];
    }),
  );
}

/** Whether an application to the window's programme is refused today. */
export function windowRefuses(window: ApplicationWindow | null | undefined, early: boolean) {
  return !!window && !window.open && (window.shut === true || !early);
}

/**
 * What the form says of a programme's window (ApplicationForm.window*): when it closes while
 * open; before it, when it opens and that an application is refused until then or, with early
 * applications allowed, considered from then; shut, that the programme takes none this year.
 * The server's refusal uses the same words.
 */
export function windowText(
  labels: Record<'windowClosed' | 'windowEarly' | 'windowOpen' | 'windowShut', string>,
  locale: Locale,
  programme: string,
  window: ApplicationWindow,
  early: boolean,
): string {
  const key = window.open
    ? 'windowOpen'
    : window.shut
      ? 'windowShut'
      : early
        ? 'windowEarly'
        : 'windowClosed';
  // A programme closed for the year has no dates to name.
  const day = (iso: string) => (iso ? formatDate(locale, iso) : '');
  return fill(labels[key], { programme, opens: day(window.opens), closes: day(window.closes) });
}
