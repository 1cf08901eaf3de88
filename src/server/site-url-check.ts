/**
 * SITE_URL is the origin of every absolute link the site gives out: canonical and hreflang
 * links, the sitemap, Open Graph URLs, calendar files, and the workspace links in the admissions
 * office's e-mail. Its default (http://localhost:3000) is right only on the machine itself.
 */
import 'server-only';
import { siteConfig } from '@/config/site';
import { isLocalHostName as isLocalName } from '@/lib/local-host';
import { readBuiltSiteUrl, siteUrlMismatch } from '@/lib/built-site-url';

/** The SITE_URL of the build this server serves (read once). */
let built: string | null | undefined;

/**
 * A description of the problem when SITE_URL is not the one the pages were built with, or is
 * local (or unset) while the site is being reached under `requestHost`, a public host name; null
 * when all is well.
 */
export function siteUrlProblem(
  requestHost: string | null,
  siteUrl: string = siteConfig.siteUrl,
  // Only the production server serves a build; elsewhere (next dev, the tests) a build left
  // in .next says nothing about the pages being served.
  builtWith: string | null = process.env.NODE_ENV === 'production'
    ? (built ??= readBuiltSiteUrl())
    : null,
): string | null {
  const mismatch = siteUrlMismatch(siteUrl, builtWith);
  if (mismatch) return mismatch;
  let configured: string;
  try {
    configured = new URL(siteUrl).hostname;
  } catch {
    return `SITE_URL "${siteUrl}" is not a valid address.`;
  }
  if (!isLocalName(configured)) return null;
  const name = requestHost?.trim().replace(/:\d+$/, '') ?? '';
  if (!name || isLocalName(name)) return null;
  return (
    `SITE_URL is ${siteUrl}, but the site is reached as ${requestHost}: absolute links ` +
    '(canonical, sitemap, calendar files, the office’s workspace links) point to an address ' +
    'visitors cannot reach. Set SITE_URL to the public origin and rebuild.'
  );
}
