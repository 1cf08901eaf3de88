/**
 * What the pages of this area share (research): their constants and helpers.
 */
import type { ResearchField } from '../../research-facts';

export const fieldNames: Record<ResearchField, string> = {
  medicine: 'Medicine and health sciences',
  medicalLabs: 'Medical laboratories',
  nursing: 'Nursing',
  it: 'Information technology',
  business: 'Business administration',
  law: 'Law',
  media: 'Media',
};

export const officeHours = 'Sunday–Thursday, 8:00 AM–4:00 PM';
