import { academicYears, type AcademicYear } from '@content/calendar-schema';
import { translatorFor } from '@/i18n/catalogues';
import { isLocale } from '@/i18n/routing';
import { AppError, errorResponse } from '@/server/errors';
import { buildIcs, icsHeaders } from '@/server/calendar/build-ics';
import { academicYearEntries } from '@/server/calendar/calendar-feeds';

/**
 * GET /api/academic-calendar/{year}?lang=ar|en: the published calendar of one academic year as
 * an iCalendar file (all-day entries; summaries in the language asked for, Arabic by default).
 * Local edits made on the page are not in it: they are never sent anywhere.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ year: string }> },
): Promise<Response> {
  const { year } = await params;
  const lang = new URL(request.url).searchParams.get('lang') ?? 'ar';
  if (!isLocale(lang)) {
    return errorResponse(new AppError('invalid_lang'));
  }
  if (!(academicYears as readonly string[]).includes(year)) {
    return errorResponse(new AppError('unknown_year'));
  }
  const name = translatorFor(lang, 'Calendar')('calendarFile', { year });
  const body = buildIcs({
    name,
    language: lang,
    entries: academicYearEntries(lang, year as AcademicYear),
  });
  return new Response(body, {
    headers: icsHeaders(`${name}.ics`, `academic-calendar-${year}-${lang}.ics`),
  });
}
