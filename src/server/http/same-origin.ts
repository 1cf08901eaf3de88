/**
 * Writes are accepted only from the site's own pages. A browser says where a request comes
 * from: `Sec-Fetch-Site` (every current browser) and `Origin` (on every POST). A page on
 * another site can make a visitor's browser post a form or a `text/plain` fetch to us without
 * asking; those requests carry `Sec-Fetch-Site: cross-site` (or `same-site` from a sibling
 * sub-domain) and a foreign Origin, and are refused with 403 before anything is read. Requests
 * without either header do not come from a browser page (curl, scripts): a cross-site attack
 * needs a visitor's browser, so they are let through to the other checks. The site's own host
 * is SITE_URL's, the request's Host, or the X-Forwarded-Host of a trusted proxy (TRUST_PROXY)
 * only.
 */
import 'server-only';
import { siteConfig } from '@/config/site';
import { AppError } from '../errors';
import { forwardedHeader } from './client-address';

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

export function assertSameOrigin(request: Request): void {
  const fetchSite = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError('cross_site');
  }
  const origin = request.headers.get('origin')?.trim();
  if (!origin) return;
  const from = origin === 'null' ? null : hostOf(origin);
  const ours = [
    forwardedHeader(request, 'x-forwarded-host')?.toLowerCase(),
    request.headers.get('host')?.trim().toLowerCase(),
    hostOf(siteConfig.siteUrl),
  ];
  if (!from || !ours.includes(from)) throw new AppError('cross_site');
}
