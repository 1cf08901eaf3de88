/**
 * صفحات البرامج الأكاديمية الثمانية: الطب والجراحة العامة، وبكالوريوس التمريض، ودبلوم التمريض،
 * وعلوم المختبرات الطبية، وتقانة المعلومات، والقانون، وإدارة الأعمال، والإعلام.
 */
import { siteConfig } from '../../../src/config/site';

export const officeHours = 'الأحد - الخميس، 8:00 صباحاً - 4:00 مساءً';

export const intake = 'مرة واحدة في العام، وتبدأ الدراسة مع الفصل الأول في منتصف سبتمبر';

export const admissionEmail = {
  label: 'مكتب القبول والتسجيل',
  value: siteConfig.admissionEmail,
  href: `mailto:${siteConfig.admissionEmail}`,
};
