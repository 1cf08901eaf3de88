import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newsSeed } from '../src/server/db/seeds/news-seed';
import { knownPaths, pathOf, routes, type RouteKey } from '../src/config/routes';
import { getSections, pagesWithSections } from './sections';
import type { Section } from './sections-schema';

/** The structure of a page's sections with the words taken out: types, anchors, item counts. */
function skeleton(sections: Section[]): unknown {
  const shape = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(shape);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) =>
          // A table's `columns` are its header texts (translated); a card grid's are a number.
          key === 'type' ||
          key === 'id' ||
          key === 'style' ||
          (key === 'columns' && typeof child === 'number')
            ? [key, child]
            : key === 'href'
              ? [
                  key,
                  String(child)
                    .replace(/^\/en(?=\/|$)/, '')
                    .replace(/-(ar|en)\.pdf$/, '.pdf'),
                ]
              : [key, shape(child)],
        ),
      );
    }
    return typeof value;
  };
  return shape(sections);
}

function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      key === 'href' ? [String(child)] : hrefs(child),
    );
  }
  return [];
}

const pathToKey = new Map<string, RouteKey>(
  (Object.keys(routes) as RouteKey[]).map((key) => [pathOf(key), key] as const),
);

/** The ids of a page's sections, tabs' sections included. */
function anchors(sections: Section[]): string[] {
  return sections.flatMap((section) => [
    ...(section.id ? [section.id] : []),
    ...(section.type === 'tabs'
      ? section.tabs.flatMap((tab) => anchors(tab.sections as Section[]))
      : []),
  ]);
}

/**
 * A page a content link may name: a page of the registry, or a news item a fresh database
 * starts with (the news lives in the database: src/server/db/seeds/news-seed.ts).
 */
const seededNews = new Set(newsSeed.map((item) => `/news/${item.slug}`));
const linkable = (path: string) => knownPaths.has(path) || seededNews.has(path);

describe('page sections', () => {
  it('exist for the same pages in Arabic and English', () => {
    expect(pagesWithSections('ar').sort()).toEqual(pagesWithSections('en').sort());
  });

  it('have the same structure in both languages: sections, items, links', () => {
    for (const key of pagesWithSections('ar')) {
      expect(skeleton(getSections('en', key)), key).toEqual(skeleton(getSections('ar', key)));
    }
  });

  it('link only to pages that exist and files that are shipped', () => {
    for (const locale of ['ar', 'en'] as const) {
      for (const key of pagesWithSections(locale)) {
        for (const href of hrefs(getSections(locale, key))) {
          if (href.startsWith('/downloads/')) {
            expect(existsSync(path.join('assets', href)), `${key}: ${href}`).toBe(true);
          } else if (href.startsWith('/')) {
            expect(linkable(href.split('#')[0]!), `${key}: ${href}`).toBe(true);
            const hash = href.split('#')[1];
            if (hash) {
              const target = pathToKey.get(href.split('#')[0]!);
              const ids = target ? anchors(getSections(locale, target)) : [];
              expect(ids, `${key}: ${href} names a section of its page`).toContain(hash);
            }
          }
        }
      }
    }
  });
});
