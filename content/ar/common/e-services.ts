/**
 * أقسام صفحات الخدمات الإلكترونية الست (تحت مقدمة كل صفحة في content/ar/pages.ts): تبويبات منصة
 * التعليم الإلكتروني، وخدمات البوابة، وبريد الطلاب والموظفين، والمواقع الشخصية لأعضاء هيئة التدريس،
 * ودليل الخدمات الإلكترونية. الأسئلة الشائعة للمنصة في content/ar/platform-faq.ts، أما بطاقات دليل
 * المستخدم والدعم الفني ونماذج الدخول إلى البريد فتبنيها شيفرة الصفحات. تُطبع صفحة الدليل أيضاً في دليل
 * المستخدم بصيغة PDF، لذا لا تستخدم إلا كتل النص والقائمة والخطوات والأسئلة الشائعة وجهات الاتصال.
 */

/** الدعم الفني للخدمات الإلكترونية (المواصفات 001، القسم 9: الهاتف 8 ص - 8 م، والرد على البريد خلال 24 ساعة). */
export const supportEmail = 'support@alrowad.edu.sd';

export const supportMailto = `mailto:${supportEmail}`;

export const callCentre = '+249 183 555 150';

export const callCentreTel = 'tel:+249183555150';

export const eServicesOffice = 'مكتب الخدمات الإلكترونية، مبنى الإدارة، الطابق الأرضي، الغرفة G12';

export const phoneHours = 'من 8 صباحاً حتى 8 مساءً';

export const emailReply = 'خلال 24 ساعة';

/** المواصفات 000، القسم 9: الدعم المباشر من 8 صباحاً حتى 4 مساءً في أيام العمل. */
export const liveSupportHours = 'من الأحد إلى الخميس، من 8 صباحاً حتى 4 مساءً';

/** بيانات الاتصال المشتركة بين صفحتي البريد الإلكتروني. */
export const emailSupport = [
  { label: 'البريد الإلكتروني', value: supportEmail, href: supportMailto },
  { label: 'مركز الاتصال', value: callCentre, href: callCentreTel },
  { label: 'الدعم الهاتفي', value: phoneHours },
  { label: 'الرد على البريد', value: emailReply },
  { label: 'الحضور شخصياً', value: `${eServicesOffice}، ${liveSupportHours}` },
];
