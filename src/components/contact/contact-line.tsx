import { Mail, Phone } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { telHref } from '@/config/site';

/** How a list of contact lines looks where it stands (the contact page, the footer). */
export interface ContactLineStyle {
  row: string;
  icon: string;
  link: string;
}

/**
 * A phone number or an e-mail address as a list item: its icon, what it is for screen readers
 * ("Phone: "), and the link, left-to-right in either language.
 */
function ContactLine({
  icon: Icon,
  label,
  href,
  look,
  children,
}: {
  icon: typeof Mail;
  label: string;
  href: string;
  look: ContactLineStyle;
  children: ReactNode;
}) {
  return (
    <li className={look.row}>
      <Icon aria-hidden="true" className={look.icon} />
      <span className="sr-only">{label}: </span>
      <a href={href} dir="ltr" className={look.link}>
        {children}
      </a>
    </li>
  );
}

/** An office's phone numbers and then its e-mail address, as items of a contact list. */
export function PhonesAndEmail({
  phones,
  email,
  labels,
  look,
}: {
  phones: readonly string[];
  email: string;
  labels: { phone: string; email: string };
  look: ContactLineStyle;
}) {
  return (
    <>
      {phones.map((phone) => (
        <ContactLine
          key={phone}
          icon={Phone}
          label={labels.phone}
          href={telHref(phone)}
          look={look}
        >
          {phone}
        </ContactLine>
      ))}
      <ContactLine icon={Mail} label={labels.email} href={`mailto:${email}`} look={look}>
        {email}
      </ContactLine>
    </>
  );
}
