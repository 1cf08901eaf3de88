/**
 * The admission page: the call to apply, admission at a glance, the undergraduate, graduate and
 * international tabs, common questions and the admission office.  The office’s e-mail, phone and hours come from
 * src/config/site.ts, so they follow the site’s configuration.
 */
import { siteConfig, telHref } from '../../../src/config/site';

export const hours = siteConfig.officeHours.en;

/** The admission office's e-mail, phone and hours, as the fees and status pages' contact sections list them. */
export const admissionOfficeContacts = [
  {
    label: 'Admission and Registration Office',
    value: siteConfig.admissionEmail,
    href: `mailto:${siteConfig.admissionEmail}`,
  },
  {
    label: 'Phone',
    value: siteConfig.admissionPhone,
    href: telHref(siteConfig.admissionPhone),
  },
  { label: 'Office hours', value: siteConfig.officeHours.en },
];
