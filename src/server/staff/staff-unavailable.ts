/**
 * The staff workspace's answer while its database is down (issue #42): a page in the visitor's
 * language, 503 with Retry-After, made by the proxy (src/proxy.ts) before any page render.
 * Next.js cannot give a page's render another status than 200, 404, 403, 401 or 500 (an error
 * boundary is drawn with 500), so the page is made here, like the search limit's 429: a small
 * document of its own, with the site's security headers (next.config.ts) but none of its scripts.
 *
 * Loaded by the proxy: no server-only imports.
 */
import { NextResponse } from 'next/server';
import { catalogues } from '@/i18n/catalogues';
import { dirOf, localePath, type Locale } from '@/i18n/routing';

/** Seconds the browser (and any monitor) is asked to wait before asking again. */
export const STAFF_RETRY_AFTER_SECONDS = 30;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * 503 "temporarily unavailable" for a staff page at `path` (the address asked for, in its
 * language: the way back once the database answers again), with links to try again and to the
 * home page of the same language.
 */
export function staffUnavailable(locale: Locale, path: string): NextResponse {
  const t = catalogues[locale].Staff.unavailable;
  const html =
    `<!doctype html><html lang="${locale}" dir="${dirOf(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(t.title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">` +
    `<main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p>` +
    `<p><a href="${escapeHtml(path)}" data-staff-retry="">${escapeHtml(t.retry)}</a></p>` +
    `<p><a href="${localePath(locale, '/')}">${escapeHtml(t.home)}</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Retry-After': String(STAFF_RETRY_AFTER_SECONDS),
    },
  });
}
