import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteKey } from '../../src/config/routes';
import type { Locale } from '../../src/i18n/routing';
import { getSections } from '../sections';
import type { Section } from '../sections-schema';
import { pageText } from './page-text';

const locales = ['ar', 'en'] as const;

/** The section of a page with this anchor, of this type. */
function section<T extends Section['type']>(
  locale: Locale,
  key: RouteKey,
  id: string,
  type: T,
): Extract<Section, { type: T }> {
  const found = getSections(locale, key).find((candidate) => candidate.id === id);
  expect(found?.type, `${key}#${id} (${locale})`).toBe(type);
  return found as Extract<Section, { type: T }>;
}

/** Spec 001 (sections 2, 3, 4, 5, 9) constants of each campus-life page, per language. */
const constants: Partial<Record<RouteKey, Record<Locale, string[]>>> = {
  'campus-life/libraries': {
    ar: [
      '3 أسابيع',
      'تجديد الإعارة مرتين',
      'المكتبة المركزية',
      'مكتبة العلوم الطبية',
      'مكتبة القانون والعلوم الإدارية',
      'المكتبة الرقمية',
      'mailto:library@alrowad.edu.sd?subject=',
    ],
    en: [
      '3 weeks',
      'renewable twice',
      'Central Library',
      'Medical Library',
      'Law and Business Library',
      'Digital Library',
      'mailto:library@alrowad.edu.sd?subject=',
    ],
  },
  'campus-life/labs': {
    ar: ['مجموعات المعامل الخمس', 'سياسات استخدام المعامل'],
    en: ['The five laboratory groups', 'Laboratory usage policies'],
  },
  'campus-life/entertainment': {
    ar: ['يتسع لـ300 شخص', '300 مقعد', 'المسرح', 'صالة الألعاب', 'المقهى', 'استوديو الموسيقى'],
    en: ['seats 300', '300 tiered seats', 'Theatre', 'Games room', 'Cafe', 'Music studio'],
  },
  'campus-life/sports': {
    ar: [
      'تتسع لـ2000 متفرج',
      'تتسع لـ500 متفرج',
      'مسبح بطول 50 متراً',
      '8 حارات',
      'قبل 24 ساعة على الأقل',
    ],
    en: [
      'stands for 2000 spectators',
      'seating for 500 spectators',
      '50 m pool',
      '8 lanes',
      'at least 24 hours ahead',
    ],
  },
  'campus-life/clubs': {
    ar: [
      '16',
      '2000+',
      'طلب رسمي',
      'مشرف أكاديمي',
      'ألا يقل عدد الأعضاء المؤسسين عن 10',
      'خطة نشاط سنوية',
      'أهداف تتسق مع قيم الكلية',
      'mailto:student.affairs@alrowad.edu.sd?subject=',
      '/e-services/portal',
    ],
    en: [
      '16',
      '2000+',
      'A formal request',
      'An academic advisor',
      'At least 10 founding members',
      'An annual activity plan',
      "Goals consistent with the college's values",
      'mailto:student.affairs@alrowad.edu.sd?subject=',
      '/e-services/portal',
    ],
  },
  'campus-life/services': {
    ar: ['/e-services/portal', 'اطلب الخدمة'],
    en: ['/e-services/portal', 'Request service'],
  },
  'campus-life/housing': {
    ar: [
      '1,200 ريال',
      '2,000 ريال',
      '3,000 ريال',
      'من 1,500 إلى 2,500 ريال',
      '200 طالب',
      '100 طالب',
      '50 وحدة',
      '3 كيلومترات',
      'بعد الساعة 10 مساءً',
      'قبل بداية كل فصل دراسي بشهرين',
      '/e-services/portal',
      '/downloads/housing-guide-ar.pdf',
    ],
    en: [
      '1,200 riyals',
      '2,000 riyals',
      '3,000 riyals',
      '1,500 to 2,500 riyals',
      '200 students',
      '100 students',
      '50 units',
      'within 3 km',
      'after 10 pm',
      '2 months before each semester',
      '/e-services/portal',
      '/downloads/housing-guide-en.pdf',
    ],
  },
};

/** The tabbed pages: the tabs section's anchor, the default tab and every tab id, in order. */
const tabbed: Partial<Record<RouteKey, { id: string; defaultTab: string; tabs: string[] }>> = {
  'campus-life/entertainment': {
    id: 'facilities',
    defaultTab: 'theater',
    tabs: ['theater', 'gaming', 'cafe', 'music'],
  },
  'campus-life/sports': {
    id: 'facilities',
    defaultTab: 'stadium',
    tabs: ['stadium', 'gym', 'indoor-hall', 'pool', 'tennis'],
  },
  'campus-life/clubs': {
    id: 'categories',
    defaultTab: 'academic',
    tabs: ['academic', 'cultural', 'social', 'sports'],
  },
  'campus-life/housing': {
    id: 'types',
    defaultTab: 'standard',
    tabs: ['standard', 'premium', 'family', 'external'],
  },
};

describe('campus-life pages', () => {
  for (const [key, byLocale] of Object.entries(constants) as [
    RouteKey,
    Record<Locale, string[]>,
  ][]) {
    for (const locale of locales) {
      it(`${key} (${locale}) states the spec's constants`, () => {
        const text = pageText(locale, key);
        for (const constant of byLocale[locale]) expect(text, constant).toContain(constant);
      });
    }
  }

  it('libraries: four libraries, each with location, hours and collection, and services', () => {
    for (const locale of locales) {
      const libraries = section(locale, 'campus-life/libraries', 'libraries', 'cards').items;
      expect(libraries).toHaveLength(4);
      for (const library of libraries) {
        expect(library.facts, library.title).toHaveLength(3);
        expect(library.points?.length, library.title).toBeGreaterThan(0);
      }
      expect(section(locale, 'campus-life/libraries', 'services', 'cards').items.length).toBe(8);
      expect(
        section(locale, 'campus-life/libraries', 'quick-search', 'list').items.length,
      ).toBeGreaterThan(0);
    }
  });

  it('libraries: the catalogue search and the librarian are e-mails with a bilingual subject', () => {
    for (const locale of locales) {
      const actions = section(locale, 'campus-life/libraries', 'catalogue', 'callout').actions;
      const subject = /^mailto:library@alrowad\.edu\.sd\?subject=([!-~]+)$/.exec(actions[0]!.href);
      expect(subject, actions[0]!.href).not.toBeNull();
      expect(decodeURIComponent(subject![1]!)).toContain('Catalogue search request');
      expect(decodeURIComponent(subject![1]!)).toContain('طلب بحث في الفهرس');
      const contact = section(locale, 'campus-life/libraries', 'contact', 'contact').items;
      expect(contact.some((item) => item.href?.startsWith('mailto:library@'))).toBe(true);
    }
  });

  it('labs: five lab groups, each with location and facilities, and usage policies', () => {
    for (const locale of locales) {
      const groups = section(locale, 'campus-life/labs', 'lab-groups', 'cards').items;
      expect(groups).toHaveLength(5);
      for (const group of groups) {
        expect(group.facts?.[0]?.value, group.title).toBeTruthy();
        expect(group.points?.length, group.title).toBeGreaterThan(0);
      }
      expect(section(locale, 'campus-life/labs', 'policies', 'list').items.length).toBeGreaterThan(
        0,
      );
    }
  });

  it('the four tabbed pages have the spec’s tabs, the right one first by default', () => {
    for (const locale of locales) {
      for (const [key, expected] of Object.entries(tabbed) as [
        RouteKey,
        NonNullable<(typeof tabbed)[RouteKey]>,
      ][]) {
        const tabs = section(locale, key, expected.id, 'tabs');
        expect(tabs.defaultTab, key).toBe(expected.defaultTab);
        expect(
          tabs.tabs.map((tab) => tab.id),
          key,
        ).toEqual(expected.tabs);
      }
    }
  });

  it('clubs: 16 clubs across the four tabs, each with meetings and an advisor', () => {
    for (const locale of locales) {
      const tabs = section(locale, 'campus-life/clubs', 'categories', 'tabs').tabs;
      const clubs = tabs.flatMap((tab) =>
        tab.sections.flatMap((block) => (block.type === 'cards' ? block.items : [])),
      );
      expect(clubs).toHaveLength(16);
      for (const club of clubs) expect(club.facts, club.title).toHaveLength(2);
      const [register, proposal] = section(locale, 'campus-life/clubs', 'join', 'callout').actions;
      expect(register!.href).toBe('/e-services/portal');
      expect(proposal!.href).toMatch(/^mailto:student\.affairs@alrowad\.edu\.sd\?subject=/);
    }
  });

  it('services: five groups, each service with e-mail, phone and a request link to the portal', () => {
    const groups = ['academic', 'health', 'financial', 'campus-living', 'technology'];
    for (const locale of locales) {
      for (const id of groups) {
        for (const item of section(locale, 'campus-life/services', id, 'cards').items) {
          expect(item.link?.href, item.title).toBe('/e-services/portal');
          const hrefs = item.facts?.map((fact) => fact.href) ?? [];
          expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
          expect(hrefs.some((href) => href?.startsWith('tel:+249'))).toBe(true);
        }
      }
      const portal = section(locale, 'campus-life/services', 'portal', 'callout');
      expect(portal.actions[0]!.href).toBe('/e-services/portal');
    }
  });

  it('housing: the five application steps in order, an apply link and a real guide per language', () => {
    for (const locale of locales) {
      expect(section(locale, 'campus-life/housing', 'apply', 'steps').items).toHaveLength(5);
      const [apply, guide] = section(locale, 'campus-life/housing', 'apply-now', 'callout').actions;
      expect(apply!.href).toBe('/e-services/portal');
      expect(guide!.href).toBe(`/downloads/housing-guide-${locale}.pdf`);
      const file = path.join('assets', guide!.href);
      expect(existsSync(file), file).toBe(true);
      const size = statSync(file).size;
      expect(size).toBeGreaterThan(10 * 1024);
      expect(size).toBeLessThan(200 * 1024);
    }
  });
});
