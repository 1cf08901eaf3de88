import { expect, test } from './fixtures';

/**
 * Crawls the site from / and /en, following every internal link, and fails on any link that
 * does not answer with a page (2xx after redirects). Fragment-only and external links are skipped.
 */
test('no internal link is broken', async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  const queue = ['/', '/en'];
  const seen = new Set(queue);
  const broken: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (!response.ok()) {
      broken.push(`${path} → ${response.status()}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
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
});
