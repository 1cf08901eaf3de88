import { intlLocale, type Locale } from '@/i18n/routing';

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
