/**
 * The sections of each informational page in this language, by route key. Each area of the
 * site keeps its pages in its own file; this index joins them.
 */
import type { PageSections } from '../../sections';
import { aboutSections } from './about';
import { admissionSections } from './admission';
import { campusSections } from './campus';
import { eServicesSections } from './e-services';
import { outreachSections } from './outreach';
import { programmeSections } from './programmes';
import { researchSections } from './research';
import { studySupportSections } from './study-support';

export const sections: PageSections = {
  ...aboutSections,
  ...researchSections,
  ...studySupportSections,
  ...programmeSections,
  ...admissionSections,
  ...campusSections,
  ...outreachSections,
  ...eServicesSections,
};
