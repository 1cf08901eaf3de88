/**
 * The site's structured data as script elements, one schema.org object each: the builders are
 * in src/components/seo/structured-data-builders.ts.
 */
import type { CollegeEvent } from '@/lib/college-events';
import type { ProgrammeKey, RouteKey } from '@/config/routes';
import { pageWords } from '@/server/pages/published-pages';
import type { Locale } from '@/i18n/routing';
import {
  breadcrumbJsonLd,
  collegeJsonLd,
  eventJsonLd,
  newsArticleJsonLd,
  programmeJsonLd,
} from '@/components/seo/structured-data-builders';
import { JsonLd } from './json-ld';
import type { SitePath } from '@/config/site-paths';

/** The college (every page, from the locale layout). */
export function CollegeJsonLd({ locale }: { locale: Locale }) {
  return <JsonLd data={collegeJsonLd(locale)} />;
}

/** The trail the page's breadcrumb shows, with absolute addresses. */
export function BreadcrumbJsonLd({
  locale,
  page,
  leaf,
}: {
  locale: Locale;
  page: RouteKey;
  leaf?: { name: string; path: SitePath };
}) {
  return <JsonLd data={breadcrumbJsonLd(locale, page, leaf)} />;
}

/** A programme page's programme, from its words as published. */
export async function ProgrammeJsonLd({
  locale,
  programme,
}: {
  locale: Locale;
  programme: ProgrammeKey;
}) {
  const words = { ar: await pageWords('ar', programme), en: await pageWords('en', programme) };
  return <JsonLd data={programmeJsonLd(locale, programme, (language) => words[language])} />;
}

/** One Event object per listed event. */
export function EventsJsonLd({ locale, events }: { locale: Locale; events: CollegeEvent[] }) {
  return events.map((event) => <JsonLd key={event.id} data={eventJsonLd(locale, event)} />);
}

/** A news article page's article. */
export function NewsArticleJsonLd({
  locale,
  item,
}: {
  locale: Locale;
  item: Parameters<typeof newsArticleJsonLd>[1];
}) {
  return <JsonLd data={newsArticleJsonLd(locale, item)} />;
}
