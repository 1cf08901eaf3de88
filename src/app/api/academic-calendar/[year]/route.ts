import { isAcademicYear } from '@/lib/academic-calendar';
import { translatorFor } from '@/i18n/catalogues';
import { askedLocale } from '@/server/http/asked-locale';
import { AppError, errorResponse } from '@/server/errors';
import { buildIcs, icsHeaders } from '@/server/calendar/build-ics';
import { academicYearEntries } from '@/server/calendar/calendar-feeds';
import { publishedYear } from '@/server/calendar/published-calendar';
import { getDb } from '@/server/db/client';

/**
 * GET /api/academic-calendar/{year}?lang=ar|en: the published calendar of one academic year as
 * an iCalendar file (all-day entries; summaries in the language asked for, Arabic by default).
 * 404 for a year that is not published. Local edits made on the page are not in it: they are
 * never sent anywhere.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ year: string }> },
): Promise<Response> {
  try {
    const { year } = await params;
    const lang = askedLocale(request) ?? 'ar';
    const view = isAcademicYear(year) ? await publishedYear(await getDb(), lang, year) : null;
    if (!view) throw new AppError('unknown_year');
    const name = translatorFor(lang, 'Calendar')('calendarFile', { year });
    const body = buildIcs({ name, language: lang, entries: academicYearEntries(lang, view) });
    return new Response(body, {
      headers: icsHeaders(`${name}.ics`, `academic-calendar-${year}-${lang}.ics`),
    });
  } catch (error) {
    return errorResponse(error);
  }
}
