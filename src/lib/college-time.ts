/**
 * The college's time: Khartoum, UTC+2 all year (no summer time since 2017). Editors' dates and
 * times are read in it, events are placed in it, and the workspace shows every moment in it.
 */
export const COLLEGE_TIME_ZONE = 'Africa/Khartoum';

/** Its offset from UTC, for ISO times written with an offset. */
export const COLLEGE_UTC_OFFSET = '+02:00';

/**
 * A moment as a `datetime-local` field shows it on the college's clock (`YYYY-MM-DDTHH:MM`), or
 * '' for none: the form's side of `collegeDateTime` (src/lib/news.ts).
 */
export function collegeDateTimeInput(at: Date | null): string {
  return at ? new Date(at.getTime() + 2 * 3600_000).toISOString().slice(0, 16) : '';
}

/** Whether `value` is a day that exists, written YYYY-MM-DD (never 30 February). */
export function isCalendarDate(value: string): boolean {
  // From year 1: JavaScript has a year 0, the database none.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Today's date at the college (Khartoum), YYYY-MM-DD: events from today on are upcoming. */
export function collegeToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 2 * 3600_000).toISOString().slice(0, 10);
}
