import type { NavigationContent } from '../schema';

export const navigation: NavigationContent = {
  menus: {
    about: 'عن الكلية',
    research: 'البحث العلمي',
    study: 'الدراسة',
    campusLife: 'الحياة الجامعية',
    eServices: 'الخدمات الإلكترونية',
  },
  groups: {
    'about.college': 'الكلية',
    'about.governance': 'الحوكمة والقيادة',
    'about.outreach': 'الشراكات وخدمة المجتمع',
    'research.overview': 'نظرة عامة على البحث',
    'research.units': 'الوحدات البحثية',
    'study.programmes': 'البرامج الدراسية',
    'study.support': 'الدعم الأكاديمي',
    'study.admission': 'القبول والتقويم',
    'campusLife.facilities': 'المرافق',
    'campusLife.activities': 'الأنشطة',
    'eServices.systems': 'الأنظمة والبوابات',
    'eServices.email': 'البريد الإلكتروني',
    'eServices.faculty': 'أعضاء هيئة التدريس',
  },
};
