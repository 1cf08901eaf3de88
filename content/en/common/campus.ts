/**
 * What the pages of this area share (campus): their constants and helpers.
 */

export const officeHours = 'Sunday–Thursday, 8:00 AM–4:00 PM';

/** One student service as a card: what it does, where, when, and how to reach it. */
export function service(
  title: string,
  body: string,
  location: string,
  hours: string,
  contact: { email: string; value: string; href: string },
) {
  return {
    title,
    body: [body],
    facts: [
      { label: 'Location', value: location },
      { label: 'Hours', value: hours },
      { label: 'E-mail', value: contact.email, href: `mailto:${contact.email}` },
      { label: 'Phone', value: contact.value, href: contact.href },
    ],
    link: {
      label: 'Request service',
      href: '/e-services/portal',
      srLabel: `Request service: ${title}`,
    },
  };
}
