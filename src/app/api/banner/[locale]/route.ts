import { isLocale } from '@/i18n/routing';
import { readActiveBanner } from '@/server/banner/site-banner';
import { describeError } from '@/server/db/errors';
import { AppError, errorResponse } from '@/server/errors';

export const dynamic = 'force-dynamic';

/** Browsers and the front may keep the answer this long: a new banner shows within it. */
const FRESH_SECONDS = 30;

/**
 * GET /api/banner/{ar|en}: the announcement banner shown now, in that language — {banner:
 * {version, message, link, severity}} or {banner: null}. Read by every public page after it
 * loads (src/components/layout/site-banner.tsx). When the database cannot be read the answer
 * is the banner as last read, or no banner (logged), never an error on every page.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/banner/[locale]'>,
): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return errorResponse(new AppError('not_found'));
  let banner = null;
  try {
    banner = await readActiveBanner(locale);
  } catch (error) {
    console.error(`[banner] could not read the banner: ${describeError(error)}`);
  }
  return Response.json(
    { banner },
    { headers: { 'Cache-Control': `public, max-age=${FRESH_SECONDS}` } },
  );
}
