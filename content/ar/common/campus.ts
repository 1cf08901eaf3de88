/**
 * What the pages of this area share (campus): their constants and helpers.
 */

export const officeHours = 'الأحد - الخميس، 8:00 صباحاً - 4:00 مساءً';

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
      { label: 'الموقع', value: location },
      { label: 'مواعيد العمل', value: hours },
      { label: 'البريد الإلكتروني', value: contact.email, href: `mailto:${contact.email}` },
      { label: 'الهاتف', value: contact.value, href: contact.href },
    ],
    link: { label: 'اطلب الخدمة', href: '/e-services/portal', srLabel: `اطلب الخدمة: ${title}` },
  };
}
