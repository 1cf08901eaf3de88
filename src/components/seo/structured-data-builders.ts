/**
 * schema.org structured data (JSON-LD) for search engines, built from the content and the site
 * configuration only: the college on every page, the breadcrumb of every page that shows one,
 * the programmes, the events, the news articles and the platform FAQ. Each builder returns a
 * typed object (schema-dts), so a property schema.org does not have fails compilation;
 * src/components/seo/ writes them into the page. A property the content does not give is left
 * undefined (JSON leaves it out) rather than spread in conditionally, which would escape the
 * check.
 */
import { resolveSettingTokens } from '@/config/setting-tokens';
import type {
  BreadcrumbList,
  CollegeOrUniversity,
  ContactPoint,
  EducationalOccupationalProgram,
  Event as SchemaEvent,
  FAQPage,
  ListItem,
  NewsArticle,
  PostalAddress,
  WithContext,
} from 'schema-dts';
import { catalogues } from '@/i18n/catalogues';
import { getPlatformFaq } from '@content/e-services';
import { getPage, navLabelOf } from '@content/index';
import { getDirections } from '@content/outreach';
import type { CollegeEvent } from '@/lib/college-events';
import type { PageContent } from '@content/page-schema';
import { getSections } from '@content/sections';
import type { Section } from '@content/sections-schema';
import { pathOf, trailOf, type ProgrammeKey, type RouteKey } from '@/config/routes';
import { siteConfig, socialChannels } from '@/config/site';
import type { SitePath } from '@/config/site-paths';
import { localePath, type Locale } from '@/i18n/routing';
import { eventPageUrl, eventSpan } from '@/lib/calendar-links';
import { COLLEGE_UTC_OFFSET } from '@/lib/college-time';

const otherLocale: Record<Locale, Locale> = { ar: 'en', en: 'ar' };

/** The absolute address of an (Arabic, unprefixed) path in a language. */
export function absoluteUrl(locale: Locale, path: SitePath): string {
  return `${siteConfig.siteUrl}${localePath(locale, path)}`;
}

/** The college's node identifier: the same college in both languages, referred to by every other object. */
export const collegeId = `${siteConfig.siteUrl}/#college`;

/** A reference to the college (its @id, with its name for readers that do not follow @id). */
function collegeRef(locale: Locale): CollegeOrUniversity {
  return { '@type': 'CollegeOrUniversity', '@id': collegeId, name: siteConfig.name[locale] };
}

/** Structured data reads no layout: a no-break space between a number and its unit is a space. */
function plain(text: string): string {
  return text.replaceAll('\u00a0', ' ');
}

/**
 * The campus address of the directions (content/{ar,en}/pages/contact.ts), whose lines are the
 * college's name, the street, the district and city, and the country.
 */
function collegeAddress(locale: Locale): PostalAddress {
  const [, ...lines] = getDirections(locale).address;
  const country = lines.pop();
  const locality = lines.pop();
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.length > 0 ? lines.join(locale === 'ar' ? '، ' : ', ') : undefined,
    addressLocality: locality,
    addressCountry: country ?? siteConfig.country[locale],
  };
}

/** The college, on every page: names in both languages, address, contact points and logo. */
export function collegeJsonLd(locale: Locale): WithContext<CollegeOrUniversity> {
  const contact = catalogues[locale].Contact;
  const sameAs = socialChannels().map((channel) => channel.href);
  const contactPoint: ContactPoint[] = [
    {
      '@type': 'ContactPoint',
      contactType: contact.general,
      telephone: [...siteConfig.phones],
      email: siteConfig.infoEmail,
    },
    {
      '@type': 'ContactPoint',
      contactType: contact.admission,
      telephone: siteConfig.admissionPhone,
      email: siteConfig.admissionEmail,
    },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    '@id': collegeId,
    name: siteConfig.name[locale],
    alternateName: siteConfig.name[otherLocale[locale]],
    description: getPage(locale, 'home').description,
    url: absoluteUrl(locale, '/'),
    // src/app/icon.svg, served by Next.js at /icon.svg.
    logo: `${siteConfig.siteUrl}/icon.svg`,
    address: collegeAddress(locale),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: siteConfig.coordinates.lat,
      longitude: siteConfig.coordinates.lon,
    },
    contactPoint,
    // The configured social channels (none by default: then no sameAs).
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * The breadcrumb a page shows (src/components/layout/breadcrumb.tsx): home, the parent pages,
 * the page itself. The menu's label is left out: it is not a page, and every item of a
 * BreadcrumbList is a page with an address.
 */
export function breadcrumbJsonLd(
  locale: Locale,
  key: RouteKey,
  /** A page below `key` that the registry does not list (a news item). */
  leaf?: { name: string; path: SitePath },
): WithContext<BreadcrumbList> {
  const crumbs: { name: string; path: SitePath }[] = [
    { name: catalogues[locale].Breadcrumb.home, path: '/' },
  ];
  if (key !== 'home') {
    for (const page of [...trailOf(key).pages, key]) {
      crumbs.push({ name: navLabelOf(locale, page), path: pathOf(page) });
    }
  }
  if (leaf) crumbs.push(leaf);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.path),
    })),
  };
}

/** The eight programme pages. */

/**
 * A key fact of a programme page (its `facts` section) in `locale`, found by its English
 * label: both languages list the same facts in the same order (content/sections.test.ts).
 */
function keyFact(
  locale: Locale,
  key: ProgrammeKey,
  englishLabels: readonly string[],
  sectionsOf: (language: Locale) => Section[] = (language) => getSections(language, key),
): { label: string; value: string } | undefined {
  const factsOf = (language: Locale) =>
    sectionsOf(language).find((section) => section.type === 'facts')?.items ?? [];
  const index = factsOf('en').findIndex((fact) => englishLabels.includes(fact.label));
  const fact = index < 0 ? undefined : factsOf(locale)[index];
  return fact && { label: plain(fact.label), value: plain(fact.value) };
}

/**
 * An ISO 8601 duration from the start of a stated length of study: '6 years (12 semesters)…'
 * → P6Y, '2.5 years (5 semesters)' → P2Y6M; undefined when it does not start with years.
 */
export function isoDuration(stated: string): string | undefined {
  const match = /^(\d+(?:\.\d+)?)\s+years?\b/.exec(plain(stated));
  if (!match) return undefined;
  const years = Number(match[1]);
  const whole = Math.floor(years);
  const months = Math.round((years - whole) * 12);
  return `P${whole > 0 ? `${whole}Y` : ''}${months > 0 ? `${months}M` : ''}`;
}

/**
 * A programme page's programme: its name and description, the degree or diploma and the length
 * of study of its key facts, the admission minimums of its requirements (those that state a
 * percentage), and its tuition where the page states one. The tuition is given as the page
 * words it ('120,000 riyals a year'): the page does not say which riyal, so no price and ISO
 * currency code are claimed.
 */
export function programmeJsonLd(
  locale: Locale,
  key: ProgrammeKey,
  /** The page's words in each language as published (src/server/pages/published-pages.ts). */
  wordsOf: (language: Locale) => PageContent = (language) =>
    resolveSettingTokens(
      { ...getPage(language, key), sections: getSections(language, key) },
      language,
    ),
): WithContext<EducationalOccupationalProgram> {
  const page = wordsOf(locale);
  const sectionsOf = (language: Locale) => wordsOf(language).sections;
  const url = absoluteUrl(locale, pathOf(key));
  const credential = keyFact(locale, key, ['Degree', 'Award'], sectionsOf);
  // The length of study is a number of years, read from the English wording in both languages.
  const duration = keyFact('en', key, ['Duration'], sectionsOf);
  const timeToComplete = duration && isoDuration(duration.value);
  const tuition = keyFact(locale, key, ['Tuition'], sectionsOf);
  const admission = page.sections.find(
    (section) => section.type === 'list' && section.id === 'admission',
  );
  const minimums =
    admission?.type === 'list'
      ? admission.items.map(plain).filter((item) => /\d\s*%/.test(item))
      : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    '@id': `${url}#programme`,
    name: page.title,
    description: page.description,
    url,
    provider: collegeRef(locale),
    educationalCredentialAwarded: credential?.value,
    timeToComplete,
    programPrerequisites: minimums.length > 0 ? minimums : undefined,
    offers: tuition && { '@type': 'Offer', name: tuition.label, description: tuition.value, url },
  };
}

/** 2026-12-03T09:00:00+02:00: a wall-clock time in Khartoum, with its offset. */
function khartoumDateTime({ date, time }: { date: string; time: string }): string {
  return `${date}T${time}:00${COLLEGE_UTC_OFFSET}`;
}

/**
 * An event of /events (and of the home page's upcoming events): its times in Khartoum, its
 * venue on campus at the college's address, the college as organiser. Status and attendance
 * mode are left out: the content does not state them.
 */
export function eventJsonLd(locale: Locale, event: CollegeEvent): WithContext<SchemaEvent> {
  const { start, end } = eventSpan(event);
  const url = eventPageUrl(locale, event.id);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': url,
    name: event.title,
    description: event.description,
    startDate: khartoumDateTime(start),
    endDate: khartoumDateTime(end),
    location: { '@type': 'Place', name: event.location, address: collegeAddress(locale) },
    organizer: collegeRef(locale),
    url,
  };
}

/**
 * A news article page. No image: the articles' illustrations are drawn inline (SVG in the
 * page), so there is no image address to give.
 */
export function newsArticleJsonLd(
  locale: Locale,
  item: { slug: string; title: string; excerpt: string; date: string },
): WithContext<NewsArticle> {
  const url = absoluteUrl(locale, `${pathOf('news')}/${item.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.excerpt,
    datePublished: item.date,
    inLanguage: locale,
    url,
    mainEntityOfPage: url,
    publisher: collegeRef(locale),
  };
}

/** The platform hub's questions (/e-services/platform) as an FAQ page. */
export function faqPageJsonLd(
  locale: Locale,
  /** The questions as published (src/server/pages/published-pages.ts). */
  items = getPlatformFaq(locale),
): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
