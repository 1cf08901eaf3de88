import { intlLocale, type Locale } from '@/i18n/routing';

/** A date or a period of the published calendar, as the page shows it ("1–15 August 2024"). */
export function formatPeriod(locale: Locale, start: string, end?: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const from = new Date(`${start}T00:00:00Z`);
  return end ? format.formatRange(from, new Date(`${end}T00:00:00Z`)) : format.format(from);
}
