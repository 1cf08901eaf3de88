import { siteConfig, telHref } from '../../../../src/config/site';
import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'حالة الطلب',
  navLabel: 'حالة الطلب',
  description:
    'تابع مرحلة طلبك لدى مكتب القبول: أدخل رقمه المرجعي والبريد الإلكتروني الذي قدّمت به.',
  intro: [
    'أدخل الرقم المرجعي الوارد في رسالة التأكيد (RWD-YYYY-XXXXXX) والبريد الإلكتروني الذي قدّمت به طلبك. تعرض الصفحة المرحلة التي بلغها طلبك لدى مكتب القبول وتاريخ آخر تغيير فيها، ولا تعرض مستنداته ولا بياناتك أبداً.',
  ],
  sections: [
    {
      type: 'text',
      id: 'reference',
      heading: 'أين تجد رقمك المرجعي',
      paragraphs: [
        'رقمك المرجعي في رسالة التأكيد التي تصلك بعد رفع مستنداتك الثلاثة، وفي صفحة التأكيد التي تظهر في نهاية التقديم. ولا يظهر الطلب هنا إلا بعد رفع مستنداته الثلاثة.',
        'إن لم تجده، فراسل مكتب القبول من البريد الإلكتروني الذي قدّمت به طلبك مع ذكر اسمك الكامل والبرنامج الذي تقدّمت إليه.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'أسئلة عن طلبك',
      items: [
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
      ],
    },
  ],
} satisfies PageInput;
