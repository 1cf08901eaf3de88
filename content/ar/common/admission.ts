/**
 * صفحة القبول والتسجيل: دعوة التقديم، وخلاصة القبول، وتبويبات البكالوريوس والدراسات العليا
 * والطلاب الدوليين، والأسئلة الشائعة، ومكتب القبول.  بريد مكتب القبول وهاتفه ومواعيد عمله من src/config/site.ts،
 * فتتبع أي تغيير في إعدادات الموقع.
 */

export const hours = '{{officeHours}}';

/** مكتب القبول: بريده وهاتفه ومواعيد عمله، كما تذكرها أقسام التواصل في صفحتي الرسوم وحالة الطلب. */
export const admissionOfficeContacts = [
  {
    label: 'مكتب القبول والتسجيل',
    value: '{{admissionEmail}}',
    href: 'mailto:{{admissionEmail}}',
  },
  {
    label: 'الهاتف',
    value: '{{admissionPhone}}',
    href: 'tel:{{admissionPhone}}',
  },
  { label: 'ساعات العمل', value: '{{officeHours}}' },
];
