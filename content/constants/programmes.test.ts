import { describe, expect, it } from 'vitest';
import { programmeKeys, type RouteKey } from '../../src/config/routes';
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

const programmes = programmeKeys;

/** Spec 001 (sections 2 and 9) constants of each programme page, per language. */
const constants: Record<(typeof programmes)[number], Record<Locale, string[]>> = {
  'study/medicine': {
    ar: [
      'مساق العلوم الطبيعية بنسبة لا تقل عن 90%',
      '80% على الأقل في اختبار القدرات العامة',
      '80% على الأقل في الاختبار التحصيلي',
      'المقابلة الشخصية',
      'الفحص الطبي',
      '120,000 ريال في العام',
      'من 1 رجب إلى 15 شعبان',
      '1448 هـ',
      '10 ديسمبر 2026',
      '23 يناير 2027',
      'تقريباً',
      '6 سنوات',
      'سنة امتياز',
      // The history page's five years, explained.
      'خمس سنوات',
    ],
    en: [
      'natural sciences with at least 90%',
      'At least 80% in the general aptitude test',
      'At least 80% in the achievement test',
      'personal interview',
      'medical examination',
      '120,000 riyals a year',
      '1 Rajab to 15 Shaban',
      '1448 AH',
      '10 December 2026',
      '23 January 2027',
      'approximately',
      '6 years',
      'internship year',
      'five-year programme',
    ],
  },
  'study/nursing-bachelor': {
    ar: ['4 سنوات (8 فصول دراسية)', 'فترة امتياز'],
    en: ['4 years (8 semesters)', 'internship'],
  },
  'study/nursing-diploma': {
    ar: [
      'سنتان ونصف (5 فصول دراسية)',
      'الشهادة الثانوية بنسبة لا تقل عن 70%',
      'المقابلة الشخصية',
      'فحص اللياقة الطبية',
      'اختبار القبول',
      // The history page's three years, explained.
      'ثلاث سنوات',
    ],
    en: [
      '2.5 years (5 semesters)',
      'secondary school certificate with at least 70%',
      'personal interview',
      'medical fitness examination',
      'entrance test',
      'three-year programme',
    ],
  },
  'study/medical-labs': {
    ar: ['4 سنوات (8 فصول دراسية)', 'بكالوريوس الشرف'],
    en: ['4 years (8 semesters)', "Honours bachelor's"],
  },
  'study/it': {
    ar: ['4 سنوات (8 فصول دراسية)'],
    en: ['4 years (8 semesters)'],
  },
  'study/law': {
    ar: [
      '4 سنوات (8 فصول دراسية)',
      'أهداف البرنامج',
      'القانون المدني',
      'القانون الجنائي',
      'القانون التجاري',
      'القانون الدولي',
      'السنتان الأولى والثانية',
      'السنتان الثالثة والرابعة',
      'التدريب العملي',
      'مجالات عمل الخريجين',
      'law@alrowad.edu.sd',
    ],
    en: [
      '4 years (8 semesters)',
      'Programme goals',
      'Civil law',
      'Criminal law',
      'Commercial law',
      'International law',
      'Years 1 and 2',
      'Years 3 and 4',
      'Practical training',
      'Graduate careers',
      'law@alrowad.edu.sd',
    ],
  },
  'study/business': {
    ar: [
      'تأسست عام 1995',
      'مايو 2021',
      '4 سنوات',
      '8 فصول دراسية',
      '5 تخصصات',
      'المحاسبة',
      'التمويل والمصارف',
      'التسويق',
      'إدارة الموارد البشرية',
      'نظم المعلومات الإدارية',
      'الماجستير التنفيذي',
      'سنتان',
      '4 فصول دراسية',
      'الدكتوراه',
      '3 سنوات',
      '6 فصول دراسية',
      'معمل محاكاة الأعمال',
      'حاضنة الأعمال',
    ],
    en: [
      'founded in 1995',
      'May 2021',
      '4 years',
      '8 semesters',
      '5 specialisations',
      'Accounting',
      'Finance and Banking',
      'Marketing',
      'Human Resource Management',
      'Management Information Systems',
      'Executive Master',
      '2 years',
      '4 semesters',
      'doctorate',
      '3 years',
      '6 semesters',
      'business simulation laboratory',
      'business incubator',
    ],
  },
  'study/media': {
    ar: [
      'تأسست عام 2010',
      'مايو 2021',
      '4 سنوات',
      '5 تخصصات',
      'الصحافة والنشر',
      'الإذاعة والتلفزيون',
      'العلاقات العامة',
      'الإعلان والاتصال التسويقي',
      'الإعلام الرقمي',
      'ماجستير الإعلام',
      'سنتان',
      '3 مسارات',
      'الصحافة والإعلام الرقمي',
      'الاتصال الاستراتيجي والعلاقات العامة',
      'الإنتاج الإذاعي والتلفزيوني',
      'الاستوديو التلفزيوني',
      'الاستوديو الإذاعي',
      'معمل الإعلام الرقمي',
    ],
    en: [
      'founded in 2010',
      'May 2021',
      '4 years',
      '5 specialisations',
      'Journalism and Publishing',
      'Radio and Television',
      'Public Relations',
      'Advertising and Marketing Communication',
      'Digital Media',
      "Master's in Media",
      '2 years',
      '3 tracks',
      'Journalism and Digital Media',
      'Strategic Communication and Public Relations',
      'Radio and Television Production',
      'Television studio',
      'Radio studio',
      'Digital media laboratory',
    ],
  },
};

describe('programme pages carry the constants of the specification', () => {
  for (const key of programmes) {
    for (const locale of locales) {
      it(`${key} (${locale})`, () => {
        const text = pageText(locale, key);
        for (const constant of constants[key][locale]) {
          expect(text, `${key} (${locale}) should contain "${constant}"`).toContain(constant);
        }
      });
    }
  }
});

describe('programme pages', () => {
  it.each(locales)('send the apply button to the admission page (%s)', (locale) => {
    for (const key of programmes) {
      const callout = section(locale, key, 'apply-now', 'callout');
      expect(callout.actions[0]?.href, key).toBe('/admission');
      expect(callout.actions.map((action) => action.href)).toContain('/admission/application');
    }
  });

  it.each(locales)(
    'give a programme office e-mail and phone in the contact block (%s)',
    (locale) => {
      for (const key of programmes) {
        const hrefs = section(locale, key, 'contact', 'contact').items.map((item) => item.href);
        expect(
          hrefs.some((href) => href?.startsWith('mailto:') && href.endsWith('@alrowad.edu.sd')),
          key,
        ).toBe(true);
        expect(
          hrefs.some((href) => href?.startsWith('tel:+249')),
          key,
        ).toBe(true);
      }
    },
  );

  it.each(locales)('show the key facts and a study plan on every page (%s)', (locale) => {
    for (const key of programmes) {
      expect(section(locale, key, 'key-facts', 'facts').items.length, key).toBeGreaterThan(3);
      expect(section(locale, key, 'admission', 'list').items.length, key).toBeGreaterThan(0);
      const plan = getSections(locale, key).find(
        (candidate) => candidate.id === 'study-plan' || candidate.id === 'courses',
      );
      expect(plan?.type, key).toBe('cards');
      expect(section(locale, key, 'careers', 'list').items.length, key).toBeGreaterThan(0);
    }
  });

  it('shows the business and media specialisations and tracks the spec counts', () => {
    for (const locale of locales) {
      expect(section(locale, 'study/business', 'specialisations', 'cards').items).toHaveLength(5);
      expect(section(locale, 'study/media', 'specialisations', 'cards').items).toHaveLength(5);
      expect(section(locale, 'study/media', 'master', 'cards').items).toHaveLength(3);
      expect(section(locale, 'study/law', 'tracks', 'cards').items).toHaveLength(4);
    }
  });
});
