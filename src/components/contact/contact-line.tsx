import { Mail, Phone } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { siteConfig, telHref } from '@/config/site';

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
export function ContactLine({
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

/*
 * The lines of the college's numbers and addresses, as elements (not components of their own),
 * so that a page's React payload holds them exactly as if they were written where they stand.
 */

/** A telephone number, linked to call it; `key` where it is one of a list. */
export function phoneLine(phone: string, label: string, look: ContactLineStyle, key?: string) {
  return (
    <ContactLine key={key} icon={Phone} label={label} href={telHref(phone)} look={look}>
      {phone}
    </ContactLine>
  );
}

/** The college's general telephone numbers, each a line. */
export function collegePhoneLines(label: string, look: ContactLineStyle) {
  return siteConfig.phones.map((phone) => phoneLine(phone, label, look, phone));
}

/** An e-mail address, linked to write to it. */
export function emailLine(address: string, label: string, look: ContactLineStyle) {
  return (
    <ContactLine icon={Mail} label={label} href={`mailto:${address}`} look={look}>
      {address}
    </ContactLine>
  );
}
