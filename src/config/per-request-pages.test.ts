import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontCachedPages, uncachedPerRequestPages } from './per-request-pages';

const pagesRoot = path.resolve(__dirname, '../app/[locale]');

/** The public paths (Arabic spelling) whose page file renders on each request. */
function perRequestPaths(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(pagesRoot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'page.tsx') continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!/export const dynamic = 'force-dynamic'/.test(readFileSync(file, 'utf8'))) continue;
    const route = path
      .relative(pagesRoot, entry.parentPath)
      .split(path.sep)
      // Route groups, e.g. the public site's `(site)`, are not in the address.
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .join('/');
    if (route.startsWith('staff')) continue;
    found.push(`/${route.replace(/\[(\w+)\]/g, ':$1')}`.replace(/\/$/, '') || '/');
  }
  return found.sort();
}

describe('the pages rendered on each request', () => {
  it('are each listed for the front, in both languages, or named as never kept', () => {
    const listed = new Set(frontCachedPages);
    const routes = perRequestPaths();
    expect(routes).toEqual(expect.arrayContaining(['/', '/news/:slug', '/about/board']));
    for (const route of routes) {
      if (route in uncachedPerRequestPages) continue;
      expect(listed, route).toContain(route);
      expect(listed, route).toContain(route === '/' ? '/en' : `/en${route}`);
    }
  });

  it('are the only pages the front keeps per request', () => {
    const rendered = new Set(perRequestPaths());
    for (const source of frontCachedPages) {
      if (source === '/sitemap.xml') continue;
      const route = source === '/en' ? '/' : source.replace(/^\/en(?=\/)/, '');
      expect(rendered, source).toContain(route);
    }
  });
});
