/**
 * The admission page: the call to apply, admission at a glance, the undergraduate, graduate and
 * international tabs, common questions and the admission office.  The office’s e-mail, phone and hours are the
 * site's settings, named as {{admissionEmail}}… and filled in when a page is drawn
 * (src/config/setting-tokens.ts), so they follow what the administrators set.
 */

export const hours = '{{officeHours}}';

/** The admission office's e-mail, phone and hours, as the fees and status pages' contact sections list them. */
export const admissionOfficeContacts = [
  {
    label: 'Admission and Registration Office',
    value: '{{admissionEmail}}',
    href: 'mailto:{{admissionEmail}}',
  },
  {
    label: 'Phone',
    value: '{{admissionPhone}}',
    href: 'tel:{{admissionPhone}}',
  },
  { label: 'Office hours', value: '{{officeHours}}' },
];
