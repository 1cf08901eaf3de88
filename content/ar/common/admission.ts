/**
 * صفحة القبول والتسجيل: دعوة التقديم، وخلاصة القبول، وتبويبات البكالوريوس والدراسات العليا
 * والطلاب الدوليين، والأسئلة الشائعة، ومكتب القبول.  بريد مكتب القبول وهاتفه ومواعيد عمله من src/config/site.ts،
 * فتتبع أي تغيير في إعدادات الموقع.
 */
import { siteConfig, telHref } from '../../../src/config/site';

export const hours = siteConfig.officeHours.ar;

/** مكتب القبول: بريده وهاتفه ومواعيد عمله، كما تذكرها أقسام التواصل في صفحتي الرسوم وحالة الطلب. */
export const admissionOfficeContacts = [
  {
    label: 'مكتب القبول والتسجيل',
    value: siteConfig.admissionEmail,
    href: `mailto:${siteConfig.admissionEmail}`,
  },
  {
    label: 'الهاتف',
    value: siteConfig.admissionPhone,
    href: telHref(siteConfig.admissionPhone),
  },
  { label: 'ساعات العمل', value: siteConfig.officeHours.ar },
];
