import type { PageSections } from '../../sections';

export const eServicesSections: PageSections = {};
