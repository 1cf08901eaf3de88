/**
 * The period of the workspace's reports (issue #45, item 5): from one day to another, both
 * counted, on Khartoum's clock (src/lib/college-time.ts); by default the last 30 days, today
 * among them. Read from the page's URL and the export's (`from`, `to`: YYYY-MM-DD).
 */
import { collegeToday } from '@/lib/college-time';

export interface ReportPeriod {
  /** The first day, YYYY-MM-DD (Khartoum). */
  from: string;
  /** The last day, counted too. */
  to: string;
}

/** The default period's length, in days. */
export const DEFAULT_REPORT_DAYS = 30;
/** The longest period (a year and a day): its table of days stays readable. */
export const MAX_REPORT_DAYS = 366;

const DAY_MS = 86_400_000;

/** `day` moved by `days` (either way). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both counted. */
export function daysIn(period: ReportPeriod): number {
  return (
    Math.round(
      (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS,
    ) + 1
  );
}

/** A real calendar day written YYYY-MM-DD, or null. */
function dayOf(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : null;
}

/**
 * The period a URL asks for: `to` defaults to today, `from` to 29 days before `to`; reversed
 * days are put in order, and a period longer than MAX_REPORT_DAYS keeps its last days.
 */
export function parseReportPeriod(
  search: Record<string, string | string[] | undefined>,
  now = new Date(),
): ReportPeriod {
  let to = dayOf(search.to) ?? collegeToday(now);
  let from = dayOf(search.from) ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
  if (from > to) [from, to] = [to, from];
  if (daysIn({ from, to }) > MAX_REPORT_DAYS) from = addDays(to, -(MAX_REPORT_DAYS - 1));
  return { from, to };
}
