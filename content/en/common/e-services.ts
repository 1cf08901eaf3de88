/**
 * Sections of the six e-services pages (below each page's intro in content/en/pages.ts): the
 * platform hub's tabs, the portal's services, student and staff e-mail, faculty personal sites
 * and the e-services guide. The platform's FAQ is content/en/platform-faq.ts; its user guide and
 * support cards, and the e-mail sign-in forms, are built by the page code. The guide page is also
 * printed into the PDF user guide, so it uses only text, list, steps, FAQ and contact blocks.
 */

/** Technical support for e-services (spec 001, section 9: phone 8am-8pm, e-mail within 24 hours). */
export const supportEmail = 'support@alrowad.edu.sd';

export const supportMailto = `mailto:${supportEmail}`;

export const callCentre = '+249 183 555 150';

export const callCentreTel = 'tel:+249183555150';

export const eServicesOffice = 'E-services office, Administration Building, ground floor, room G12';

export const phoneHours = '8am to 8pm';

export const emailReply = 'Within 24 hours';

/** Spec 000, section 9: live support 8am-4pm, on working days. */
export const liveSupportHours = 'Sunday to Thursday, 8am to 4pm';

/** The contact lines shared by the two e-mail pages. */
export const emailSupport = [
  { label: 'E-mail', value: supportEmail, href: supportMailto },
  { label: 'Call centre', value: callCentre, href: callCentreTel },
  { label: 'Phone support', value: phoneHours },
  { label: 'E-mail replies', value: emailReply },
  { label: 'In person', value: `${eServicesOffice}, ${liveSupportHours}` },
];
