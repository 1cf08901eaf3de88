import type { Mail } from '@/components/ui/icons';
import type { ReactNode } from 'react';

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
