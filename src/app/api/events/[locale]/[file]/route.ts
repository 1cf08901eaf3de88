import { isLocale } from '@/i18n/routing';
import { icsHeaders } from '@/server/calendar/build-ics';
import { eventsCalendarFile } from '@/server/calendar/events-ics';
import { getDb } from '@/server/db/client';
import { AppError, errorResponse } from '@/server/errors';

export const dynamic = 'force-dynamic';

/**
 * GET /api/events/{ar|en}/{event address}.ics — one upcoming event as an iCalendar file, in that
 * language; GET /api/events/{ar|en}/all-events.ics — every upcoming event in one file. Read from
 * the database (the events desk publishes them). Under /api/ so the page proxy (which answers
 * unknown page paths with 404) leaves it alone.
 */
export async function GET(_request: Request, context: RouteContext<'/api/events/[locale]/[file]'>) {
  try {
    const { locale, file } = await context.params;
    const calendar =
      isLocale(locale) && file.endsWith('.ics')
        ? await eventsCalendarFile(await getDb(), locale, file.slice(0, -'.ics'.length))
        : undefined;
    if (!calendar) throw new AppError('unknown_event');
    return new Response(calendar.body, { headers: icsHeaders(calendar.fileName) });
  } catch (error) {
    return errorResponse(error);
  }
}
