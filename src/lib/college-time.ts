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
