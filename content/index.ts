/**
 * The site's content, per language, parsed with the Zod schemas when first imported, so the
 * build (which prerenders every page) fails on a missing or malformed field in either language.
 */
import type { Locale } from '../src/i18n/routing';
import { routeKeys, type RouteKey } from '../src/config/routes';
import { home as arHome } from './ar/pages/home';
import { navigation as arNavigation } from './ar/navigation';
import { keepUnitsDeep } from '../src/lib/keep-units';
import { pages as arPages } from './ar/pages';
import { home as enHome } from './en/pages/home';
import { navigation as enNavigation } from './en/navigation';
import { pages as enPages } from './en/pages';
import {
  homeSchema,
  navigationSchema,
  pageMetaSchema,
  type HomeContent,
  type NavigationContent,
  type PageMeta,
  type PagesContent,
} from './schema';
import { parseContent } from './parse';

interface SiteContent {
  pages: PagesContent;
  navigation: NavigationContent;
  home: HomeContent;
}

function load(locale: Locale, raw: SiteContent): SiteContent {
  const pages = Object.fromEntries(
    routeKeys.map((key) => {
      const page = parseContent(pageMetaSchema, raw.pages[key], `${locale}/pages/${key}.ts`);
      // The intro is page text: a number keeps its unit on its line (see keep-units.ts).
      return [key, page.intro ? { ...page, intro: keepUnitsDeep(page.intro) } : page];
    }),
  ) as PagesContent;
  parseContent(navigationSchema, raw.navigation, `${locale}/navigation.ts`);
  return {
    pages,
    navigation: raw.navigation,
    home: parseContent(homeSchema, raw.home, `${locale}/pages/home.ts`),
  };
}

const content: Record<Locale, SiteContent> = {
  ar: load('ar', {
    pages: arPages,
    navigation: arNavigation,
    home: arHome,
  }),
  en: load('en', {
    pages: enPages,
    navigation: enNavigation,
    home: enHome,
  }),
};

/** All content of one language. */
export function getContent(locale: Locale): SiteContent {
  return content[locale];
}

/** Heading, description and intro of one page. */
export function getPage(locale: Locale, key: RouteKey): PageMeta {
  return content[locale].pages[key];
}

/** The label a menu or breadcrumb shows for a page. */
export function navLabelOf(locale: Locale, key: RouteKey): string {
  const page = content[locale].pages[key];
  return page.navLabel ?? page.title;
}
