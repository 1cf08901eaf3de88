import { isLocale, locales } from '@/i18n/routing';
import { eventsCalendarFile, eventsCalendarFiles } from '@/server/calendar/events-ics';
import { icsHeaders } from '@/server/calendar/build-ics';
import { AppError, errorResponse } from '@/server/errors';

/**
 * GET /api/events/{ar|en}/{event id}.ics — one event as an iCalendar file, in that language;
 * GET /api/events/{ar|en}/all-events.ics — every upcoming event in one file.
 * Under /api/ so the page proxy (which answers unknown page paths with 404) leaves it alone.
 * The files change only with the content, so they are made once, at build.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { locale: string; file: string }[] {
  return locales.flatMap((locale) =>
    eventsCalendarFiles(locale).map((name) => ({ locale, file: `${name}.ics` })),
  );
}

export async function GET(_request: Request, context: RouteContext<'/api/events/[locale]/[file]'>) {
  const { locale, file } = await context.params;
  const calendar =
    isLocale(locale) && file.endsWith('.ics')
      ? eventsCalendarFile(locale, file.slice(0, -'.ics'.length))
      : undefined;
  if (!calendar) return errorResponse(new AppError('unknown_event'));
  return new Response(calendar.body, { headers: icsHeaders(calendar.fileName) });
}
