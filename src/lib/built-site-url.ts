/**
 * The SITE_URL the pages were built with, kept beside the build (`.next/site-url`, written by
 * `npm run build`: scripts/record-site-url.ts). Static pages carry the SITE_URL of the build and
 * pages rendered per request the one of `npm start`: when the two differ, half the site's
 * absolute links are wrong, so `npm start` says so loudly and /api/health warns (issue #42).
 * No path aliases here: scripts import this file directly.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const BUILT_SITE_URL_FILE = path.join('.next', 'site-url');

/** SITE_URL as the site reads it (src/config/site.ts): trimmed, its default, no final slash. */
export function siteUrlOf(value: string | undefined): string {
  return (value?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
}

/** The SITE_URL of the build in `root`, or null when the build did not record one. */
export function readBuiltSiteUrl(root: string = process.cwd()): string | null {
  try {
    return readFileSync(path.join(root, BUILT_SITE_URL_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** What is wrong when the SITE_URL now is not the build's; null when they agree. */
export function siteUrlMismatch(now: string, built: string | null): string | null {
  if (built === null || built === now) return null;
  return (
    `SITE_URL is ${now}, but the pages were built with ${built}: the prebuilt pages' links ` +
    '(canonical, hreflang, sitemap, share images) point there. Build again with the same SITE_URL.'
  );
}
