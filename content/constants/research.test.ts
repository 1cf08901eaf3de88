import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteKey } from '../../src/config/routes';
import type { Locale } from '../../src/i18n/routing';
import { research2024, researchFields, researchReportHref } from '../research-facts';
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

/** Spec 001 (sections 2, 9) constants, and the words that name each page's subject, per language. */
const constants: Partial<Record<RouteKey, Record<Locale, string[]>>> = {
  research: {
    ar: [
      '158',
      'دراسة منشورة',
      '42',
      'مشروعاً بحثياً',
      '15',
      'براءة اختراع',
      '28',
      'اتفاقية تعاون',
      'منشورات مختارة',
      'Sudan Journal of Medical Sciences',
      'مشروعات بحثية جارية',
      'براءات الاختراع',
      'التعاون الدولي',
      'mailto:research@alrowad.edu.sd',
      'tel:+249',
      researchReportHref.ar,
    ],
    en: [
      '158',
      'published studies',
      '42',
      'research projects',
      '15',
      'patents',
      '28',
      'cooperation agreements',
      'Selected publications',
      'Sudan Journal of Medical Sciences',
      'Current research projects',
      'Patents',
      'International collaboration',
      'mailto:research@alrowad.edu.sd',
      'tel:+249',
      researchReportHref.en,
    ],
  },
  'research/programs': {
    ar: ['10 إلى 25 مليون ريال', '3 إلى 5 سنوات', 'المنسق', 'الميزانية', 'المدة'],
    en: ['10 to 25 million riyals', '3 to 5 years', 'Coordinator', 'Budget', 'Duration'],
  },
  'research/initiatives': {
    ar: ['مبادرة البحث الطلابي', 'ورش الكتابة والنشر العلمي', 'مبادرة بيانات صحة المجتمع'],
    en: [
      'Student Research Initiative',
      'Writing and Publication Workshops',
      'Community Health Data Initiative',
    ],
  },
  'research/deanships': {
    ar: ['عمادة الدراسات العليا والبحث العلمي', 'أ.د. سلوى عبد الحليم محمد'],
    en: ['Deanship of Graduate Studies and Research', 'Prof. Salwa Abdelhalim Mohamed'],
  },
  'research/institutes': {
    ar: ['معهد بحوث الصحة العامة', 'معهد علوم البيانات والذكاء الاصطناعي'],
    en: [
      'Institute of Public Health Research',
      'Institute of Data Science and Artificial Intelligence',
    ],
  },
  'research/centers': {
    ar: [
      'مركز بحوث المختبرات الطبية',
      'مركز بحوث تقانة المعلومات',
      'مركز الدراسات القانونية والاقتصادية',
    ],
    en: [
      'Medical Laboratory Research Centre',
      'Information Technology Research Centre',
      'Centre for Legal and Economic Studies',
    ],
  },
  'research/units': {
    ar: [
      'وحدات دعم البحث',
      'وحدة أخلاقيات البحث',
      'وحدة المنح والتمويل',
      'وحدة دعم النشر',
      'وحدة الملكية الفكرية',
    ],
    en: [
      'Research Support Units',
      'Research Ethics Unit',
      'Grants and Funding Unit',
      'Publication Support Unit',
      'Intellectual Property Unit',
    ],
  },
};

describe('research pages carry the constants of the specification', () => {
  for (const [key, byLocale] of Object.entries(constants)) {
    for (const locale of locales) {
      it(`${key} (${locale})`, () => {
        const text = pageText(locale, key as RouteKey);
        for (const constant of byLocale[locale]) expect(text, constant).toContain(constant);
      });
    }
  }

  it('every research page ends with a way to reach someone by e-mail', () => {
    for (const key of Object.keys(constants) as RouteKey[]) {
      for (const locale of locales) {
        const sections = getSections(locale, key);
        const contact = sections.at(-1);
        expect(contact?.type, `${key} (${locale})`).toBe('contact');
        const hrefs = contact?.type === 'contact' ? contact.items.map((item) => item.href) : [];
        expect(
          hrefs.some((href) => href?.startsWith('mailto:')),
          key,
        ).toBe(true);
      }
    }
  });
});

describe('the research overview', () => {
  it('shows the 2024 figures of the specification, in order', () => {
    expect([
      research2024.studies,
      research2024.projects,
      research2024.patents,
      research2024.agreements,
    ]).toEqual([158, 42, 15, 28]);
    for (const locale of locales) {
      const stats = section(locale, 'research', 'figures', 'stats');
      expect(stats.items.map((item) => item.value)).toEqual(['158', '42', '15', '28']);
    }
  });

  it('divides the figures by field without losing or adding any', () => {
    for (const measure of ['studies', 'projects', 'patents'] as const) {
      const sum = researchFields.reduce(
        (total, field) => total + research2024.byField[field][measure],
        0,
      );
      expect(sum, measure).toBe(research2024[measure]);
    }
    expect(research2024.agreementsInternational + research2024.agreementsNational).toBe(
      research2024.agreements,
    );
  });

  it('offers the report as a real, small PDF in the page language', () => {
    for (const locale of locales) {
      const callout = section(locale, 'research', 'report', 'callout');
      expect(callout.actions[0]!.href).toBe(researchReportHref[locale]);
      const file = path.join('assets', researchReportHref[locale]);
      expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(statSync(file).size).toBeLessThan(200 * 1024);
    }
  });
});

describe('the research programmes', () => {
  const labels = {
    ar: { coordinator: 'المنسق', budget: 'الميزانية', duration: 'المدة' },
    en: { coordinator: 'Coordinator', budget: 'Budget', duration: 'Duration' },
  };

  it('are six, each with a coordinator, a budget of 10 to 25 million riyals and 3 to 5 years', () => {
    for (const locale of locales) {
      const cards = section(locale, 'research/programs', 'programmes', 'cards');
      expect(cards.items).toHaveLength(6);
      for (const card of cards.items) {
        const fact = (label: string) =>
          card.facts?.find((item) => item.label.startsWith(label))?.value ?? '';
        expect(fact(labels[locale].coordinator), card.title).toMatch(/^(د\.|أ\.د\.|Dr\.|Prof\.)/);
        const budget = Number(
          /^(\d+) (مليون|ملايين|million) (ريال|riyals)$/.exec(fact(labels[locale].budget))?.[1],
        );
        expect(budget, card.title).toBeGreaterThanOrEqual(10);
        expect(budget, card.title).toBeLessThanOrEqual(25);
        const years = Number(/^(\d+)\s(سنوات|years)/.exec(fact(labels[locale].duration))?.[1]);
        expect(years, card.title).toBeGreaterThanOrEqual(3);
        expect(years, card.title).toBeLessThanOrEqual(5);
      }
    }
  });

  it('explain the four-step application process', () => {
    for (const locale of locales) {
      expect(section(locale, 'research/programs', 'application', 'steps').items).toHaveLength(4);
    }
  });

  it('send a research proposal to the research office with an encoded subject', () => {
    for (const locale of locales) {
      const [submit] = section(locale, 'research/programs', 'submit', 'callout').actions;
      const match = /^mailto:research@alrowad\.edu\.sd\?subject=([!-~]+)$/.exec(submit!.href);
      expect(match, submit!.href).not.toBeNull();
      expect(decodeURIComponent(match![1]!)).toContain('مقترح بحثي');
      expect(decodeURIComponent(match![1]!)).toContain('Research proposal');
    }
  });
});
