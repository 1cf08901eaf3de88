/**
 * The body sections of every informational page in both languages, from the page modules
 * (content/{ar,en}/pages/), validated with the Zod schema when first imported, so `next build`
 * fails on a malformed or empty field, with no-break spaces between numbers and their units.
 */
import { z } from 'zod';
import type { RouteKey } from '../src/config/routes';
import type { Locale } from '../src/i18n/routing';
import { keepUnitsDeep } from '../src/lib/keep-units';
import { pages as arPages } from './ar/pages';
import { pages as enPages } from './en/pages';
import type { PageInput } from './page-schema';
import { sectionSchema, type Section } from './sections-schema';

function load(locale: Locale, pages: Record<RouteKey, PageInput>): Record<RouteKey, Section[]> {
  return Object.fromEntries(
    Object.entries(pages).map(([key, page]) => {
      const result = z.array(sectionSchema).safeParse(page.sections);
      if (!result.success) {
        throw new Error(
          `Invalid sections in content/${locale}/pages/${key}.ts:\n${z.prettifyError(result.error)}`,
        );
      }
      if (result.data.filter((section) => section.type === 'tabs').length > 1) {
        // The selected tab lives in the URL as ?tab=…: one set of tabs per page.
        throw new Error(`content/${locale}/pages/${key}.ts: at most one tabs section per page`);
      }
      // A number and its unit never part at a line break (e.g. '24 ساعة' on a phone).
      return [key, keepUnitsDeep(result.data)];
    }),
  ) as Record<RouteKey, Section[]>;
}

const loaded: Record<Locale, Record<RouteKey, Section[]>> = {
  ar: load('ar', arPages),
  en: load('en', enPages),
};

/** The body sections of a page, or an empty list for a page whose body is made elsewhere. */
export function getSections(locale: Locale, key: RouteKey): Section[] {
  return loaded[locale][key];
}

/** The route keys of the pages that have sections, in one language. */
export function pagesWithSections(locale: Locale): RouteKey[] {
  return (Object.keys(loaded[locale]) as RouteKey[]).filter(
    (key) => loaded[locale][key].length > 0,
  );
}
