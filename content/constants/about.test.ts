/**
 * The facts of the specification (001 sections 2 and 9) that each About page must state, in
 * both languages. Each page's text is everything a visitor reads on it: title, description,
 * intro and every string of its sections.
 */
import { describe, expect, it } from 'vitest';
import type { RouteKey } from '../../src/config/routes';
import type { Locale } from '../../src/i18n/routing';
import { getPage } from '../index';
import { getSections } from '../sections';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function pageText(locale: Locale, key: RouteKey): string {
  return strings([getPage(locale, key), getSections(locale, key)]).join('\n');
}

const constants: Partial<Record<RouteKey, Record<Locale, string[]>>> = {
  'about/dean-word': {
    ar: [
      'أ.د. عبد الله محمد الحسن',
      'ثمانية تخصصات',
      'تخصصات تطبيقية هي الطب والمختبرات الطبية والتمريض',
      'تخصصات نظرية هي إدارة الأعمال وتقانة المعلومات والقانون والإعلام',
      'للمتفوقين',
      'للمتعثرين',
      'للناشطين في خدمة المجتمع',
      'لا تهدف إلى الربح',
      'تخريج دفعتنا الأولى',
      'يتدرب طلاب الطب في مستشفى تعليمي',
    ],
    en: [
      'Prof. Abdalla Mohamed Elhassan',
      'eight specialisations',
      'The applied programmes — medicine, medical laboratories and nursing',
      'The theoretical programmes — business administration, information technology, law and media',
      'gifted students',
      'struggling',
      'active in serving society',
      'not profit-oriented',
      'graduate our first cohort',
      'medical students train at a teaching hospital',
    ],
  },
  'about/history': {
    ar: [
      'مايو 2021',
      'الطب والجراحة العامة',
      'المختبرات الطبية',
      'تقانة المعلومات',
      'إدارة الأعمال',
      'العام الثالث',
      'دبلوم التمريض',
      'بكالوريوس التمريض',
      'القانون',
      'الإعلام',
      'درجة البكالوريوس ما عدا دبلوم التمريض',
      '5 سنوات',
      'بكالوريوس مع مرتبة الشرف',
      '3 سنوات',
      '6 سنوات تليها سنة امتياز',
      'سنتان ونصف (5 فصول دراسية)',
      'كلية الأعمال التي تأسست عام 1995',
      'كلية الإعلام التي تأسست عام 2010',
    ],
    en: [
      'May 2021',
      'medicine and general surgery',
      'medical laboratories',
      'information technology',
      'business administration',
      'third year',
      'nursing diploma',
      'nursing bachelor',
      'law',
      'media',
      "bachelor's degree except the nursing diploma",
      '5 years',
      "Bachelor's with honours",
      '3 years',
      '6 years plus an internship year',
      '2.5 years (5 semesters)',
      'Business College, founded in 1995',
      'Media College, founded in 2010',
    ],
  },
  'about/strategy': {
    ar: [
      '2023-2028',
      'الريادة والتميّز في التعليم والبحث العلمي وخدمة المجتمع',
      'الرسالة',
      'الجودة والتميّز',
      'النزاهة والشفافية',
      'الإبداع والابتكار',
      'العمل بروح الفريق',
      'المسؤولية المجتمعية',
      'التنوع والشمول',
      'تطوير التعليم',
      'تعزيز البحث العلمي والابتكار',
      'خدمة المجتمع والشراكة',
      'تنمية الموارد البشرية',
      'الاستدامة المالية والمؤسسية',
      'التحول الرقمي',
      'الابتكار وريادة الأعمال',
      'الشراكات الاستراتيجية',
      'التنمية المستدامة',
      'اللجنة العليا للمتابعة',
      'الخطط التنفيذية السنوية',
      'مؤشرات الأداء الرئيسية',
      'المراجعة الدورية',
      'تقارير الإنجاز الدورية',
    ],
    en: [
      '2023-2028',
      'Leadership and excellence in education, scientific research and community service',
      'Mission',
      'Quality and excellence',
      'Integrity and transparency',
      'Creativity and innovation',
      'Teamwork',
      'Social responsibility',
      'Diversity and inclusion',
      'Develop teaching',
      'Strengthen research and innovation',
      'Community service and partnership',
      'Develop human resources',
      'Financial and institutional sustainability',
      'Digital transformation',
      'Innovation and entrepreneurship',
      'Strategic partnerships',
      'Sustainable development',
      'Supreme follow-up committee',
      'Annual executive plans',
      'Key performance indicators',
      'Periodic review',
      'Periodic progress reports',
    ],
  },
  'about/org-structure': {
    ar: [
      'مجلس الأمناء',
      'العميد',
      'نائب العميد للشؤون الأكاديمية',
      'نائب العميد للبحث العلمي',
      'نائب العميد للتطوير والجودة',
      'الطب والجراحة العامة',
      'التمريض',
      'المختبرات الطبية',
      'تقانة المعلومات',
      'القانون',
      'إدارة الأعمال',
      'الإعلام',
      'عمادة شؤون الطلاب',
      'المستوى الأول: مجلس الأمناء',
      'المستوى الثاني: الإدارة العليا',
      'المستوى الثالث: الكليات والعمادات',
      'المستوى الرابع: الإدارات والوحدات المساندة',
      'اللجنة الأكاديمية',
      'لجنة البحث العلمي',
      'لجنة الجودة والاعتماد',
      'لجنة شؤون الطلاب',
    ],
    en: [
      'Board of trustees',
      'Dean',
      'Vice-Dean for Academic Affairs',
      'Vice-Dean for Scientific Research',
      'Vice-Dean for Development and Quality',
      'Medicine and general surgery',
      'Nursing',
      'Medical laboratories',
      'Information technology',
      'Law',
      'Business administration',
      'Media',
      'Deanship of Student Affairs',
      'Level 1: Board of trustees',
      'Level 2: Senior management',
      'Level 3: Colleges and deanships',
      'Level 4: Support departments and units',
      'Academic committee',
      'Scientific research committee',
      'Quality and accreditation committee',
      'Student affairs committee',
    ],
  },
  'about/dean': {
    ar: [
      'أ.د. عبد الله محمد الحسن',
      'عميد الكلية',
      'نائبة العميد للشؤون الأكاديمية',
      'نائب العميد للبحث العلمي وخدمة المجتمع',
      'dean@alrowad.edu.sd',
    ],
    en: [
      'Prof. Abdalla Mohamed Elhassan',
      'Dean',
      'Vice-Dean for Academic Affairs',
      'Vice-Dean for Research and Community Service',
      'dean@alrowad.edu.sd',
    ],
  },
  'about/agencies': {
    ar: ['عمادة الشؤون الأكاديمية', 'عمادة الدراسات العليا والبحث العلمي', 'عمادة شؤون الطلاب'],
    en: [
      'Deanship of Academic Affairs',
      'Deanship of Graduate Studies and Research',
      'Deanship of Student Affairs',
    ],
  },
  'about/deans': {
    ar: [
      'كلية الطب',
      'كلية الهندسة',
      'كلية العلوم',
      'كلية الحاسوب',
      'كلية الأعمال',
      'كلية الطب البيطري',
    ],
    en: [
      'Faculty of Medicine',
      'Faculty of Engineering',
      'Faculty of Science',
      'Faculty of Computing',
      'Faculty of Business',
      'Faculty of Veterinary Medicine',
    ],
  },
  'about/departments': {
    ar: ['الأقسام الستة', 'رئيس القسم', 'أعضاء هيئة التدريس'],
    en: ['six departments', 'Head of department', 'Teaching staff'],
  },
  'about/investments': {
    ar: ['500 سرير', '30 عيادة', '10,000 متر مربع', '50 محلاً', '2,000 طالب'],
    en: ['500 beds', '30 outpatient clinics', '10,000 square metres', '50 shops', '2,000 students'],
  },
  'about/community-services': {
    ar: ['العيادات المتنقلة', 'محو الأمية', 'التدريب المهني', 'community@alrowad.edu.sd'],
    en: [
      'Mobile clinics',
      'Literacy programmes',
      'Vocational training',
      'community@alrowad.edu.sd',
    ],
  },
  'about/international-cooperation': {
    ar: [
      'الشراكات',
      'تبادل الطلاب',
      'المؤتمرات',
      'مبادرة للصحة العامة تابعة لجامعة هارفارد',
      'تقتصر الاتفاقية على التدريب',
    ],
    en: [
      'Partnerships',
      'Student exchange',
      'Conferences',
      'Harvard-affiliated public-health initiative',
      'covers training and academic exchange only',
    ],
  },
};

describe('About pages state the facts of the specification', () => {
  for (const [key, byLocale] of Object.entries(constants) as [
    RouteKey,
    Record<Locale, string[]>,
  ][]) {
    for (const locale of ['ar', 'en'] as const) {
      it(`${key} (${locale})`, () => {
        const text = pageText(locale, key);
        for (const constant of byLocale[locale]) expect(text, constant).toContain(constant);
      });
    }
  }

  it('cover every About page except the database-backed board', () => {
    expect(Object.keys(constants).sort()).toEqual(
      [
        'about/dean-word',
        'about/history',
        'about/strategy',
        'about/org-structure',
        'about/dean',
        'about/agencies',
        'about/deans',
        'about/departments',
        'about/investments',
        'about/community-services',
        'about/international-cooperation',
      ].sort(),
    );
  });
});
