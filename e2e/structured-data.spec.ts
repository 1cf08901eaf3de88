import { expect, test } from './fixtures';
import { programmeKeys } from '../src/config/routes';
import { sitemapPaths } from './helpers';

type JsonLd = Record<string, unknown>;

/** The programme pages: each must describe its programme (src/lib/structured-data.ts). */
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

/**
 * Structured data for search engines, read from the HTML as a crawler reads it (no rendering):
 * every page of the sitemap, in both languages.
 */
test('every page publishes well-formed schema.org structured data', async ({ page }) => {
  test.setTimeout(240_000);
  const paths = await sitemapPaths(page);
  expect(paths.length).toBeGreaterThan(100);
  const problems: string[] = [];
  const seen = { programmes: 0, events: 0, articles: 0 };

  for (const path of paths) {
    const response = await page.request.get(path);
    expect(response.ok(), path).toBe(true);
    const blocks = jsonLdBlocks(await response.text(), path);
    const types = blocks.map((block) => block['@type']);
    const typed = (type: string) => blocks.filter((block) => block['@type'] === type);

    for (const block of blocks) {
      if (block['@context'] !== 'https://schema.org') problems.push(`${path}: @context`);
      if (typeof block['@type'] !== 'string' || block['@type'] === '') {
        problems.push(`${path}: a block without @type`);
      }
    }

    const route = unprefixed(path);
    const isHome = route === '/';
    // The college on every page; the breadcrumb on every page but the home pages.
    if (!types.includes('CollegeOrUniversity')) problems.push(`${path}: no CollegeOrUniversity`);
    if (isHome !== !types.includes('BreadcrumbList')) {
      problems.push(`${path}: BreadcrumbList ${isHome ? 'on a home page' : 'missing'}`);
    }

    const programme = /^\/study\/([^/]+)$/.exec(route)?.[1];
    if (programme && programmes.includes(programme)) {
      const [data] = typed('EducationalOccupationalProgram');
      if (!data || !/^P(\d+Y)?(\d+M)?$/.test(String(data.timeToComplete))) {
        problems.push(`${path}: no EducationalOccupationalProgram with timeToComplete`);
      } else seen.programmes += 1;
    }
    if (route === '/events') {
      if (typed('Event').length === 0) problems.push(`${path}: no Event`);
      else seen.events += 1;
    }
    if (/^\/news\/[^/]+$/.test(route)) {
      const [article] = typed('NewsArticle');
      if (!article?.headline || !article.datePublished) {
        problems.push(`${path}: no NewsArticle with headline and datePublished`);
      } else seen.articles += 1;
    }
  }

  expect(problems).toEqual([]);
  // The checks above ran on every programme, on both events pages and on every article.
  expect(seen.programmes).toBe(programmes.length * 2);
  expect(seen.events).toBe(2);
  expect(seen.articles).toBeGreaterThanOrEqual(6);
});
