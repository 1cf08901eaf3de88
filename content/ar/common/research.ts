/**
 * What the pages of this area share (research): their constants and helpers.
 */
import type { ResearchField } from '../../research-facts';

export const fieldNames: Record<ResearchField, string> = {
  medicine: 'الطب والعلوم الصحية',
  medicalLabs: 'المختبرات الطبية',
  nursing: 'التمريض',
  it: 'تقانة المعلومات',
  business: 'إدارة الأعمال',
  law: 'القانون',
  media: 'الإعلام',
};

export const officeHours = 'الأحد - الخميس، 8:00 صباحاً - 4:00 مساءً';
