import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { newsSeed } from '@/server/db/seeds/news-seed';
import { eventsSeed } from '@/server/db/seeds/events-seed';
import { eventSeedDraft } from '@/server/db/seed-events';
import { eventView } from '@/server/events/published-events';
import type { CollegeEventRow } from '@/server/db/schema';
import { describe, expect, it } from 'vitest';
import type { Thing, WithContext } from 'schema-dts';
import { programmeKeys, sitemapKeys, trailOf, type RouteKey } from '@/config/routes';
import { siteConfig } from '@/config/site';
import { locales, type Locale } from '@/i18n/routing';
import { JsonLd, serializeJsonLd } from '@/components/seo/json-ld';
import {
  breadcrumbJsonLd,
  collegeId,
  collegeJsonLd,
  eventJsonLd,
  faqPageJsonLd,
  isoDuration,
  newsArticleJsonLd,
  programmeJsonLd,
} from './structured-data-builders';

type Json = Record<string, unknown>;

/** What a search engine reads: the serialised block parsed back. */
function roundTrip(data: WithContext<Thing>): Json {
  const text = serializeJsonLd(data);
  expect(text).not.toMatch(/<\/script/i);
  expect(text).not.toContain('<');
  const parsed = JSON.parse(text) as Json;
  expect(parsed).toEqual(JSON.parse(JSON.stringify(data)));
  expect(parsed['@context']).toBe('https://schema.org');
  expect(typeof parsed['@type']).toBe('string');
  return parsed;
}

/** Every string at a URL-ish property, however deep. */
function urls(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    return /^(url|item|logo|@id|mainEntityOfPage)$/.test(key) ? [value] : [];
  }
  if (Array.isArray(value)) return value.flatMap((child) => urls(child, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([childKey, child]) => urls(child, childKey));
  }
  return [];
}

function expectAbsoluteUrls(data: Json) {
  const found = urls(data);
  for (const url of found) {
    expect(url, url).toMatch(/^https?:\/\/[^/\s]+(\/\S*)?$/);
    expect(url.startsWith(siteConfig.siteUrl), url).toBe(true);
  }
}

/** A non-empty string, or a non-empty list of them. */
function expectText(value: unknown, what: string) {
  const values = Array.isArray(value) ? value : [value];
  expect(values.length, what).toBeGreaterThan(0);
  for (const item of values) {
    expect(typeof item, what).toBe('string');
    expect((item as string).trim(), what).not.toBe('');
  }
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoDurationPattern = /^P(?=\d)(\d+Y)?(\d+M)?(\d+D)?$/;

/** The pages whose header shows a breadcrumb: every page of the sitemap but the home page. */
const breadcrumbPages = sitemapKeys.filter(
  (key): key is Exclude<RouteKey, 'home'> => key !== 'home',
);

describe.each(locales)('structured data (%s)', (locale: Locale) => {
  const other: Locale = locale === 'ar' ? 'en' : 'ar';

  it('describes the college with both names, address, contact points and logo', () => {
    const college = roundTrip(collegeJsonLd(locale));
    expect(college['@type']).toBe('CollegeOrUniversity');
    expect(college['@id']).toBe(collegeId);
    expect(college.name).toBe(siteConfig.name[locale]);
    expect(college.alternateName).toBe(siteConfig.name[other]);
    expect(college.url).toBe(
      locale === 'ar' ? `${siteConfig.siteUrl}/` : `${siteConfig.siteUrl}/en`,
    );
    expect(college.logo).toBe(`${siteConfig.siteUrl}/icon.svg`);
    expectText(college.description, 'description');
    const address = college.address as Json;
    expect(address['@type']).toBe('PostalAddress');
    expect(address.addressCountry).toBe(siteConfig.country[locale]);
    expectText(address.addressLocality, 'addressLocality');
    expectText(address.streetAddress, 'streetAddress');
    const points = college.contactPoint as Json[];
    expect(points).toHaveLength(2);
    for (const point of points) {
      expectText(point.contactType, 'contactType');
      expectText(point.telephone, 'telephone');
      expect(point.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    }
    expect(points.map((point) => point.email)).toEqual([
      siteConfig.infoEmail,
      siteConfig.admissionEmail,
    ]);
    expect(points[1]!.telephone).toBe(siteConfig.admissionPhone);
    expect(college).not.toHaveProperty('sameAs');
    expectAbsoluteUrls(college);
  });

  it.each(breadcrumbPages)('gives %s its breadcrumb, positions 1..n, absolute addresses', (key) => {
    const list = roundTrip(breadcrumbJsonLd(locale, key));
    expect(list['@type']).toBe('BreadcrumbList');
    const items = list.itemListElement as Json[];
    // Home, the parent pages, the page (the menu's label is not a page).
    expect(items).toHaveLength(trailOf(key).pages.length + 2);
    items.forEach((item, index) => {
      expect(item['@type']).toBe('ListItem');
      expect(item.position).toBe(index + 1);
      expectText(item.name, `${key} item ${index + 1} name`);
    });
    expect(items[0]!.item).toBe(
      locale === 'ar' ? `${siteConfig.siteUrl}/` : `${siteConfig.siteUrl}/en`,
    );
    expect(new URL(items.at(-1)!.item as string).pathname).toMatch(
      locale === 'ar' ? /^\/(?!en\/)/ : /^\/en\//,
    );
    expectAbsoluteUrls(list);
  });

  it.each(programmeKeys)('describes the programme of %s', (key) => {
    const programme = roundTrip(programmeJsonLd(locale, key));
    expect(programme['@type']).toBe('EducationalOccupationalProgram');
    for (const property of [
      'name',
      'description',
      'url',
      'timeToComplete',
      'educationalCredentialAwarded',
      'programPrerequisites',
    ]) {
      expectText(programme[property], `${key} ${property}`);
    }
    expect(programme.timeToComplete).toMatch(isoDurationPattern);
    expect(programme.provider).toMatchObject({ '@id': collegeId });
    expect(programme.educationalCredentialAwarded).toMatch(
      locale === 'ar' ? /بكالوريوس|دبلوم/ : /bachelor|diploma/i,
    );
    for (const prerequisite of programme.programPrerequisites as string[]) {
      expect(prerequisite).toMatch(/\d+%/);
    }
    expectAbsoluteUrls(programme);
  });

  it('gives each programme the length of study its page states', () => {
    const lengths = Object.fromEntries(
      programmeKeys.map((key) => [key, programmeJsonLd(locale, key).timeToComplete]),
    );
    expect(lengths).toEqual({
      'study/medicine': 'P6Y',
      'study/nursing-bachelor': 'P4Y',
      'study/nursing-diploma': 'P2Y6M',
      'study/medical-labs': 'P4Y',
      'study/it': 'P4Y',
      'study/law': 'P4Y',
      'study/business': 'P4Y',
      'study/media': 'P4Y',
    });
  });

  it('states the medicine tuition as the page words it, with no guessed currency', () => {
    const json = (key: (typeof programmeKeys)[number]) =>
      JSON.parse(serializeJsonLd(programmeJsonLd(locale, key))) as Json;
    const offer = json('study/medicine').offers as Json;
    expect(offer['@type']).toBe('Offer');
    expect(offer.description).toBe(
      locale === 'ar' ? '120,000 ريال في العام' : '120,000 riyals a year',
    );
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('priceCurrency');
    // The other programmes state no fee.
    for (const key of programmeKeys.filter((candidate) => candidate !== 'study/medicine')) {
      expect(json(key), key).not.toHaveProperty('offers');
    }
  });

  it('describes every event with Khartoum times, venue and organiser', () => {
    const events = eventsSeed.map((item) =>
      eventView({ ...eventSeedDraft(item), id: item.slug } as unknown as CollegeEventRow, locale),
    );
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      const data = roundTrip(eventJsonLd(locale, event));
      expect(data['@type']).toBe('Event');
      expectText(data.name, 'name');
      expectText(data.description, 'description');
      expect(data.startDate).toMatch(isoDateTime);
      expect(data.endDate).toMatch(isoDateTime);
      expect(Date.parse(data.endDate as string)).toBeGreaterThan(
        Date.parse(data.startDate as string),
      );
      expect(data.startDate).toBe(`${event.date}T${event.time}:00+02:00`);
      const place = data.location as Json;
      expect(place['@type']).toBe('Place');
      expect(place.name).toBe(event.location);
      expect((place.address as Json)['@type']).toBe('PostalAddress');
      expect(data.organizer).toMatchObject({ '@id': collegeId });
      expect(data).not.toHaveProperty('eventStatus');
      expect(data).not.toHaveProperty('eventAttendanceMode');
      expectAbsoluteUrls(data);
    }
  });

  it('describes every news article', () => {
    const news = newsSeed.map((item) => ({
      slug: item.slug,
      date: item.date,
      title: item.title[locale],
      excerpt: item.excerpt[locale],
    }));
    expect(news.length).toBeGreaterThan(0);
    for (const item of news) {
      const article = roundTrip(newsArticleJsonLd(locale, item));
      expect(article['@type']).toBe('NewsArticle');
      for (const property of ['headline', 'description', 'mainEntityOfPage', 'url']) {
        expectText(article[property], `${item.slug} ${property}`);
      }
      expect(article.datePublished).toMatch(isoDate);
      expect(article.inLanguage).toBe(locale);
      expect(article.publisher).toMatchObject({ '@id': collegeId });
      expect(new URL(article.mainEntityOfPage as string).pathname).toMatch(
        new RegExp(`/news/${item.slug}$`),
      );
      expectAbsoluteUrls(article);
    }
  });

  it('lists the platform questions as an FAQ page', () => {
    const faq = roundTrip(faqPageJsonLd(locale));
    expect(faq['@type']).toBe('FAQPage');
    const questions = faq.mainEntity as Json[];
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      expectText(question.name, 'question');
      expectText((question.acceptedAnswer as Json).text, 'answer');
    }
  });
});

describe('isoDuration', () => {
  it('reads whole and half years from a stated length', () => {
    expect(isoDuration('6 years (12 semesters) followed by a compulsory internship year')).toBe(
      'P6Y',
    );
    expect(isoDuration('4\u00a0years (8\u00a0semesters)')).toBe('P4Y');
    expect(isoDuration('2.5 years (5 semesters)')).toBe('P2Y6M');
    expect(isoDuration('1 year')).toBe('P1Y');
    expect(isoDuration('Once a year')).toBeUndefined();
  });
});

describe('serializeJsonLd', () => {
  it('never lets a string close the script element, and keeps the value', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script> <!-- a < b & c > d',
    } as const satisfies WithContext<Thing>;
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('is written as one JSON-LD script element that a crawler can parse', () => {
    const data = collegeJsonLd('ar');
    const html = renderToStaticMarkup(createElement(JsonLd, { data }));
    const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual(JSON.parse(JSON.stringify(data)));
  });
});
