/**
 * What visitors see of an informational page (issue #46): the words its editors last published
 * (`site_pages.published`), or, for a page never edited, the repository's
 * (content/{ar,en}/pages/<key>.ts). One query per render gives every edited page (a page shows
 * its siblings' titles and descriptions too), with the last good copy kept for an outage
 * (read-published.ts). `next build` prerenders the repository's words without a database; the
 * server renews the pages once started when any page was edited (refresh-pages.ts).
 */
import 'server-only';
import { cache } from 'react';
import { getContent, getPage } from '@content/index';
import type { PageContent } from '@content/page-schema';
import { getPlatformFaq, type FaqItem } from '@content/e-services';
import { getCareers } from '@content/outreach';
import type { CareersContent } from '@content/outreach-schema';
import type { HomeContent } from '@content/schema';
import { getSections, pagesWithSections } from '@content/sections';
import type { RouteKey } from '@/config/routes';
import type { Locale } from '@/i18n/routing';
import { resolveSettingTokens } from '@/config/setting-tokens';
import { keepUnitsDeep } from '@/lib/keep-units';
import { sitePages, type PagePair } from '../db/schema';
import { readPublished } from '../publishing/read-published';

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/** The published words of every edited page, by route key. */
export const publishedPageWords = cache(async (): Promise<Map<string, PagePair>> => {
  if (building()) return new Map();
  const rows = await readPublished('pages', (db) =>
    db.select({ key: sitePages.routeKey, published: sitePages.published }).from(sitePages),
  );
  return new Map(rows.map((row) => [row.key, row.published]));
});

/**
 * Whether a page's words can be edited in the workspace: the home page, and every page whose
 * body is content sections.
 */
export function isEditedKind(key: RouteKey): boolean {
  return key === 'home' || (pagesWithSections('ar') as string[]).includes(key);
}

/** The home page's own parts (hero, quick links, statistics…) as visitors see them now. */
export async function homeWords(locale: Locale): Promise<HomeContent> {
  const edited = (await publishedPageWords()).get('home')?.[locale].home;
  return resolveSettingTokens(edited ?? getContent(locale).home, locale);
}

/** The careers page's vacancies and where to apply, as visitors see them now. */
export async function careersWords(locale: Locale): Promise<CareersContent> {
  const edited = (await publishedPageWords()).get('careers')?.[locale].careers;
  return resolveSettingTokens(edited ?? getCareers(locale), locale);
}

/** The platform hub's FAQ (/e-services/platform) as visitors see it now. */
export async function platformFaqWords(locale: Locale): Promise<FaqItem[]> {
  const edited = (await publishedPageWords()).get('e-services/platform')?.[locale].faq;
  return resolveSettingTokens(edited ?? getPlatformFaq(locale), locale);
}

/** A page's words in one language as visitors see them now, the settings they name filled in. */
export async function pageWords(locale: Locale, key: RouteKey): Promise<PageContent> {
  const edited = isEditedKind(key) ? (await publishedPageWords()).get(key) : undefined;
  if (!edited) {
    return resolveSettingTokens(
      { ...getPage(locale, key), sections: getSections(locale, key) },
      locale,
    );
  }
  // A number and its unit never part at a line break, as in the repository's words.
  const words = edited[locale];
  return resolveSettingTokens(
    { ...words, intro: keepUnitsDeep(words.intro), sections: keepUnitsDeep(words.sections) },
    locale,
  );
}
