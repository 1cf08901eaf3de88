/**
 * The admission page: the call to apply, admission at a glance, the undergraduate, graduate and
 * international tabs, common questions and the admission office.  The office’s e-mail, phone and hours come from
 * src/config/site.ts, so they follow the site’s configuration.
 */
import { siteConfig } from '../../../src/config/site';

export const hours = siteConfig.officeHours.en;
