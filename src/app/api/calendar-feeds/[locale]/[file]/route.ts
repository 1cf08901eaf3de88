import { isLocale } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import {
  calendarFeedBody,
  calendarFeeds,
  type CalendarFeed,
} from '@/server/calendar/calendar-feeds';
import { AppError, errorResponse } from '@/server/errors';

/**
 * GET /api/calendar-feeds/{ar|en}/{events|academic-calendar}.ics: a calendar to subscribe to
 * (not a download: shown inline, and read again by the calendar application every few hours).
 * The events are read from the database; cacheable for an hour.
 */
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  context: RouteContext<'/api/calendar-feeds/[locale]/[file]'>,
) {
  const { locale, file } = await context.params;
  const feed = file.replace(/\.ics$/, '') as CalendarFeed;
  if (!isLocale(locale) || !file.endsWith('.ics') || !calendarFeeds.includes(feed)) {
    return errorResponse(new AppError('not_found'));
  }
  return new Response(await calendarFeedBody(await getDb(), locale, feed), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
