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

const officeHours = {
  ar: 'الأحد - الخميس، 8:00 صباحاً - 4:00 مساءً',
  en: 'Sunday–Thursday, 8:00 AM–4:00 PM',
};

/** Spec 001 (sections 2, 4, 5, 9) constants of each page, per language. */
const constants: Partial<Record<RouteKey, Record<Locale, string[]>>> = {
  'study/programs': {
    ar: [
      '/study/medicine',
      '/study/nursing-bachelor',
      '/study/it',
      '/study/law',
      '/study/business',
      '/study/media',
      '/admission',
      '6 سنوات تليها سنة امتياز',
      '4 سنوات (8 فصول دراسية) وفترة امتياز',
      '4 سنوات (8 فصول دراسية)',
    ],
    en: [
      '/study/medicine',
      '/study/nursing-bachelor',
      '/study/it',
      '/study/law',
      '/study/business',
      '/study/media',
      '/admission',
      '6 years plus an internship year',
      '4 years (8 semesters) plus an internship',
      '4 years (8 semesters)',
    ],
  },
  'study/transfer': {
    ar: [
      'مسجلاً ومنتظماً',
      'فصلاً دراسياً واحداً على الأقل',
      'أكثر من مرة واحدة',
      'شروط القبول في التخصص المطلوب',
      'الفصل الأكاديمي',
      '3.5 من 5',
      'جيد جداً',
      'اختبار القدرات والمقابلة',
      'مقاعد شاغرة',
      'بوابة الخدمات الإلكترونية',
      '/e-services/portal',
      'أسباب',
      'كشف درجاته',
      'إعلان النتائج',
      'معادلة المقررات',
      'مكافئاً',
      'مساوية',
      'C',
      'آخر 5 سنوات',
      '50%',
    ],
    en: [
      'enrolled and a regular student',
      'at least one semester',
      'no more than once',
      'admission conditions of the target major',
      'academic dismissal',
      '3.5 out of 5',
      'very good',
      'aptitude test and an interview',
      'Vacant seats',
      'e-services portal',
      '/e-services/portal',
      'reasons',
      'transcript',
      'Results on the portal',
      'Course equivalency',
      'equivalent',
      'equal to or greater',
      'at least C',
      'last 5 years',
      '50%',
    ],
  },
  'study/centers': {
    ar: [
      'مركز دعم التعلم',
      'مركز اللغات والترجمة',
      'مركز الحاسوب وتقانة المعلومات',
      'مركز التدريب والتطوير الوظيفي',
      'مركز الابتكار وريادة الأعمال',
      officeHours.ar,
    ],
    en: [
      'Learning Support Centre',
      'Languages and Translation Centre',
      'Computing and IT Centre',
      'Training and Career Development Centre',
      'Innovation and Entrepreneurship Centre',
      officeHours.en,
    ],
  },
  'study/training': {
    ar: ['الدورات القادمة', 'مجانية', 'جنيه', 'training@alrowad.edu.sd'],
    en: ['Upcoming courses', 'Free', 'SDG', 'training@alrowad.edu.sd'],
  },
  'study/scholarships': {
    ar: [
      'التفوق الأكاديمي',
      '25-100%',
      'الذهبية',
      '95% فأكثر',
      'الفضية',
      '90-94.9%',
      '75%',
      'البرونزية',
      '85-89.9%',
      '50%',
      'الحاجة المالية',
      'التميز في الأنشطة',
      '25-50%',
      'بحد أقصى 100%',
      'التفوق للطلاب الدوليين',
      '50-100%',
      '3.5 من 5',
      '3 من 5',
      '15 ساعة معتمدة',
      'تعبئة استمارة',
      'المستندات حسب نوع المنحة',
      'المقابلة إن وجدت',
      'إشعار القبول وتوقيع الشروط',
    ],
    en: [
      'Academic excellence',
      '25-100%',
      'Gold',
      '95% or more',
      'Silver',
      '90-94.9%',
      '75%',
      'Bronze',
      '85-89.9%',
      '50%',
      'Financial need',
      'Activity excellence',
      '25-50%',
      'capped at 100%',
      'International excellence',
      '50-100%',
      '3.5 out of 5',
      '3 out of 5',
      '15 credit hours',
      'Fill in the scholarship form',
      'documents for your scholarship type',
      'Interview, if any',
      'Acceptance notice and signing the terms',
    ],
  },
  'study/international-students': {
    ar: [
      'الشهادة الثانوية',
      '75%',
      'سنة على الأقل',
      'تأشيرة دراسية',
      'شهادة صحية',
      'تأمين صحي',
      '4 صور',
      'استمارة طلب التحاق مكتملة',
      'اللغة العربية',
      'TOEFL',
      'IELTS',
      'لغة التدريس',
      '/admission',
    ],
    en: [
      'secondary certificate',
      '75%',
      'at least one year',
      'student visa',
      'health certificate',
      'Health insurance',
      '4 recent photographs',
      'completed application form',
      'Arabic',
      'TOEFL',
      'IELTS',
      'language of instruction',
      '/admission',
    ],
  },
};

describe('study support pages carry the constants of the specification', () => {
  for (const [key, byLocale] of Object.entries(constants)) {
    for (const locale of locales) {
      it(`${key} (${locale})`, () => {
        const text = pageText(locale, key as RouteKey);
        for (const constant of byLocale[locale]) expect(text, constant).toContain(constant);
      });
    }
  }
});

describe('study support pages', () => {
  it('send readers of the programmes page to admission', () => {
    for (const locale of locales) {
      const callout = section(locale, 'study/programs', 'admission', 'callout');
      expect(callout.actions[0]!.href).toBe('/admission');
    }
  });

  it('describe the transfer procedure and the equivalency rules in order', () => {
    for (const locale of locales) {
      expect(section(locale, 'study/transfer', 'procedure', 'steps').items).toHaveLength(6);
      expect(section(locale, 'study/transfer', 'conditions', 'list').items).toHaveLength(5);
      expect(section(locale, 'study/transfer', 'health-conditions', 'list').items).toHaveLength(4);
      const rules = section(locale, 'study/transfer', 'equivalency', 'list');
      expect(rules.style).toBe('numbered');
      expect(rules.items).toHaveLength(5);
    }
  });

  it('present five centres, each with a location and the office hours', () => {
    for (const locale of locales) {
      const centres = section(locale, 'study/centers', 'centres', 'cards');
      expect(centres.items).toHaveLength(5);
      for (const centre of centres.items) {
        expect(
          centre.facts?.map((fact) => fact.value),
          centre.title,
        ).toContain(officeHours[locale]);
      }
    }
  });

  it('list real upcoming courses: course, dates, duration, fee, audience', () => {
    for (const locale of locales) {
      const table = section(locale, 'study/training', 'upcoming', 'table');
      expect(table.columns).toHaveLength(5);
      expect(table.rows.length).toBeGreaterThanOrEqual(6);
      for (const row of table.rows) {
        expect(row).toHaveLength(5);
        expect(row[1], row[0]).toMatch(/20(26|27)/);
      }
    }
  });

  it('tabulate the gold, silver and bronze excellence tiers', () => {
    const tiers = [
      ['95%', '100%'],
      ['90-94.9%', '75%'],
      ['85-89.9%', '50%'],
    ];
    for (const locale of locales) {
      const table = section(locale, 'study/scholarships', 'academic-excellence', 'table');
      tiers.forEach(([average, share], index) => {
        expect(table.rows[index]![1]).toContain(average);
        expect(table.rows[index]![2]).toBe(share);
      });
      expect(section(locale, 'study/scholarships', 'apply', 'steps').items).toHaveLength(4);
    }
  });

  it('list the nine international admission requirements', () => {
    for (const locale of locales) {
      expect(
        section(locale, 'study/international-students', 'requirements', 'list').items,
      ).toHaveLength(9);
    }
  });
});
