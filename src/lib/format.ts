import { intlLocale, type Locale } from '@/i18n/routing';
import { COLLEGE_TIME_ZONE } from './college-time';

/** A calendar date (YYYY-MM-DD) in the page's language, with Western digits. */
export function formatDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** A wall-clock time (HH:MM) in the page's language, e.g. "10:00 ص" / "10:00 AM". */
export function formatTime(locale: Locale, time: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  }).format(new Date(`1970-01-01T${time}:00Z`));
}

/** Day number and short month name, for date badges. */
export function dateBadge(locale: Locale, isoDate: string): { day: string; month: string } {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' }).format(date);
  return { day: format({ day: 'numeric' }), month: format({ month: 'short' }) };
}

/**
 * The day of a moment (an ISO 8601 timestamp) as the college counts it, in Khartoum
 * (./college-time.ts), in the page's language: "5 December 2026".
 */
export function formatDayOf(locale: Locale, instant: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone: COLLEGE_TIME_ZONE,
  }).format(new Date(instant));
}

/** A moment's date and time in Khartoum, in the page's language: "24 November 2026 at 10:42". */
export function formatDateTimeOf(locale: Locale, instant: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: COLLEGE_TIME_ZONE,
  }).format(new Date(instant));
}

/** The workspace's moments, in Khartoum, in the page's language: "24 Nov 2026, 10:42". */
export function workspaceDateTime(locale: Locale): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: COLLEGE_TIME_ZONE,
  });
}

/** A file's size for people: "1.2 MB", "350 KB" (digits and units as written in both languages). */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
