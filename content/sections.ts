/**
 * Loads the sections of every informational page in both languages and validates them with
 * the Zod schema when first imported, so `next build` fails on a malformed or empty field.
 */
import { z } from 'zod';
import type { RouteKey } from '../src/config/routes';
import type { Locale } from '../src/i18n/routing';
import { sections as arSections } from './ar/sections';
import { sections as enSections } from './en/sections';
import { sectionSchema, type Section, type SectionInput } from './sections-schema';

export type PageSections = Partial<Record<RouteKey, SectionInput[]>>;

function load(locale: Locale, raw: PageSections): Partial<Record<RouteKey, Section[]>> {
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => {
      const result = z.array(sectionSchema).min(1).safeParse(value);
      if (!result.success) {
        throw new Error(
          `Invalid sections in content/${locale}/sections for ${key}:\n${z.prettifyError(result.error)}`,
        );
      }
      if (result.data.filter((section) => section.type === 'tabs').length > 1) {
        // The selected tab lives in the URL as ?tab=…: one set of tabs per page.
        throw new Error(`content/${locale}/sections for ${key}: at most one tabs section per page`);
      }
      return [key, result.data];
    }),
  );
}

const loaded: Record<Locale, Partial<Record<RouteKey, Section[]>>> = {
  ar: load('ar', arSections),
  en: load('en', enSections),
};

/** The body sections of a page, or an empty list for a page that has none. */
export function getSections(locale: Locale, key: RouteKey): Section[] {
  return loaded[locale][key] ?? [];
}

/** The route keys of the pages that have sections, in one language. */
export function pagesWithSections(locale: Locale): RouteKey[] {
  return Object.keys(loaded[locale]) as RouteKey[];
}
