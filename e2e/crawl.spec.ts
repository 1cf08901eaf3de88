import { expect, test } from './fixtures';
import { programmeKeys } from '../src/config/routes';
import { siteConfig } from '../src/config/site';
import { lateScriptProblems, sitemapPaths } from './helpers';

/**
 * One crawl of the site as a search engine reads it, without a browser: every page of the
 * sitemap and every page they link to, in both languages, fetched once. For each page it checks
 * what lives in the HTML alone; the browser tests check what a visitor does with it.
 * - every internal link answers with a page (2xx after redirects);
 * - `<html lang dir>` of the page's language, and a title "heading – college name" (the home
 *   pages: the college name);
 * - schema.org structured data: the college on every page, a breadcrumb on all but the home
 *   pages, each programme's EducationalOccupationalProgram, the events' Event, each article's
 *   NewsArticle;
 * - its own share image (Open Graph and Twitter), 1200×630, in its language;
 * - `npm start`'s rewrite of its scripts (runtime/late-scripts.ts), on every page and not only on
 *   the unit tests' pages written like Next's: each startup script handed to the loader, none
 *   left to load at once, the page data deferred; and every script handed over is served.
 */
type JsonLd = Record<string, unknown>;

/** The programme pages: each must describe its programme (src/components/seo/structured-data-builders.ts). */
const programmes: string[] = programmeKeys.map((key) => key.replace('study/', ''));

/** The page's path without its language prefix: /en/events → /events, /en → /. */
function unprefixed(path: string): string {
  const match = /^\/en(\/.*)?$/.exec(path);
  return match ? (match[1] ?? '/') : path;
}

/** Every JSON-LD block of an HTML page, parsed (a block that is not JSON fails here). */
function jsonLdBlocks(html: string, where: string): JsonLd[] {
  return [
    ...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match, index) => {
    try {
      return JSON.parse(match[1]!) as JsonLd;
    } catch (error) {
      throw new Error(`${where}: JSON-LD block ${index + 1} is not JSON: ${String(error)}`);
    }
  });
}

/** The text of a piece of HTML: tags dropped, the entities React writes decoded. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .trim();
}

const meta = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1];

/** Width and height from a PNG's header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** What one page of the sitemap must say about itself in its HTML; each problem, one line. */
function sitemapPageProblems(path: string, html: string, seen: Record<string, number>): string[] {
  const problems: string[] = [];
  const route = unprefixed(path);
  const english = path === '/en' || path.startsWith('/en/');
  const isHome = route === '/';

  // Language and direction, from the server.
  const root = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  const [lang, dir] = english ? ['en', 'ltr'] : ['ar', 'rtl'];
  if (!root.includes(`lang="${lang}"`) || !root.includes(`dir="${dir}"`)) {
    problems.push(`${path}: <html> is not lang="${lang}" dir="${dir}": ${root}`);
  }

  // The title: the page heading and the college name, in the page's language.
  const college = siteConfig.name[english ? 'en' : 'ar'];
  const title = text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
  const heading = text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
  const expected = isHome ? college : `${heading} – ${college}`;
  if (title !== expected) problems.push(`${path}: title "${title}", expected "${expected}"`);

  // Structured data.
  const blocks = jsonLdBlocks(html, path);
  const types = blocks.map((block) => block['@type']);
  const typed = (type: string) => blocks.filter((block) => block['@type'] === type);
  for (const block of blocks) {
    if (block['@context'] !== 'https://schema.org') problems.push(`${path}: @context`);
    if (typeof block['@type'] !== 'string' || block['@type'] === '') {
      problems.push(`${path}: a block without @type`);
    }
  }
  if (!types.includes('CollegeOrUniversity')) problems.push(`${path}: no CollegeOrUniversity`);
  if (isHome !== !types.includes('BreadcrumbList')) {
    problems.push(`${path}: BreadcrumbList ${isHome ? 'on a home page' : 'missing'}`);
  }
  const programme = /^\/study\/([^/]+)$/.exec(route)?.[1];
  if (programme && programmes.includes(programme)) {
    const [data] = typed('EducationalOccupationalProgram');
    if (!data || !/^P(\d+Y)?(\d+M)?$/.test(String(data.timeToComplete))) {
      problems.push(`${path}: no EducationalOccupationalProgram with timeToComplete`);
    } else seen.programmes! += 1;
  }
  if (route === '/events') {
    if (typed('Event').length === 0) problems.push(`${path}: no Event`);
    else seen.events! += 1;
  }
  if (/^\/news\/[^/]+$/.test(route)) {
    const [article] = typed('NewsArticle');
    if (!article?.headline || !article.datePublished) {
      problems.push(`${path}: no NewsArticle with headline and datePublished`);
    } else seen.articles! += 1;
  }

  // The share image: its own, in the page's language. A news item's (read from the database)
  // is drawn on request at /api/og/news/{locale}/{slug}.
  const image = meta(html, 'property', 'og:image');
  if (!image || !/^https?:\/\/[^/]+\/api\/og\/(news\/)?(ar|en)(\/|$)/.test(image)) {
    problems.push(`${path}: og:image ${image}`);
  } else {
    const language = new URL(image).pathname.replace('/api/og/news/', '/api/og/');
    if (!language.startsWith(`/api/og/${lang}`)) problems.push(`${path}: og:image in ${image}`);
    if (meta(html, 'name', 'twitter:image') !== image) problems.push(`${path}: twitter:image`);
  }
  if (meta(html, 'property', 'og:image:width') !== '1200') problems.push(`${path}: og width`);
  if (meta(html, 'property', 'og:image:height') !== '630') problems.push(`${path}: og height`);
  if (!meta(html, 'property', 'og:image:alt')) problems.push(`${path}: og:image:alt`);
  if (meta(html, 'name', 'twitter:card') !== 'summary_large_image') {
    problems.push(`${path}: twitter:card`);
  }
  return problems;
}

test('every page and every link, as a crawler reads them: links, language, title, structured data, share image, scripts', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  const sitemap = await sitemapPaths(request);
  expect(sitemap.length).toBeGreaterThan(100);
  const inSitemap = new Set(sitemap);

  const queue = ['/', '/en', ...sitemap];
  const seen = new Set(queue);
  const broken: string[] = [];
  const problems: string[] = [];
  const counted = { programmes: 0, events: 0, articles: 0 };
  const images = new Set<string>();
  const scripts = new Set<string>();

  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (!response.ok()) {
      broken.push(`${path} → ${response.status()}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
    const rewrite = lateScriptProblems(path, html);
    problems.push(...rewrite.problems);
    for (const src of rewrite.scripts) scripts.add(src);
    if (inSitemap.has(path)) {
      problems.push(...sitemapPageProblems(path, html, counted));
      const image = meta(html, 'property', 'og:image');
      if (image) images.add(new URL(image).pathname);
    }
    for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const href = match[1]!.replace(/&amp;/g, '&');
      if (href.startsWith('#') || /^(mailto|tel):/.test(href)) continue;
      const url = new URL(href, `${origin}${path}`);
      if (url.origin !== origin) continue;
      const target = url.pathname + url.search;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(100);
  expect(problems).toEqual([]);
  // The checks above ran on every programme, on both events pages and on every article.
  expect(counted.programmes).toBe(programmes.length * 2);
  expect(counted.events).toBe(2);
  expect(counted.articles).toBeGreaterThanOrEqual(6);
  // One share image per page and language.
  expect(images.size).toBe(sitemap.length);
  // Every script a page hands to its loader is there.
  expect(scripts.size).toBeGreaterThan(5);
  const missing: string[] = [];
  for (const src of scripts) {
    const response = await request.get(src);
    const type = response.headers()['content-type'] ?? '';
    if (!response.ok() || !type.includes('javascript')) {
      missing.push(`${src} → ${response.status()} ${type}`);
    }
  }
  expect(missing).toEqual([]);
});

test('share images are PNGs of 1200×630, and only for pages that exist', async ({ request }) => {
  for (const image of [
    '/api/og/ar/admission/fees',
    '/api/og/en/admission/fees',
    '/api/og/ar',
    '/api/og/news/ar/harvard-cooperation',
    '/api/og/news/en/robotics-competition-win',
  ]) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  }
  expect((await request.get('/api/og/ar/no/such/page')).status()).toBe(404);
  expect((await request.get('/api/og/fr/admission')).status()).toBe(404);
  expect((await request.get('/api/og/news/ar/no-such-item')).status()).toBe(404);
});
