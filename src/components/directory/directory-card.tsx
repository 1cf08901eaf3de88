import { Contact as contactNode, Mail as mailNode, Phone as phoneNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import type { Messages } from 'next-intl';
import type { MouseEventHandler, ReactNode } from 'react';
import { fill } from '@/lib/template';
import { HOLD_CLICK_ATTRIBUTE } from '@runtime/contract';
import type { StaffRecord } from './directory-state';

const Contact = icon('contact', contactNode);
const Mail = icon('mail', mailNode);
const Phone = icon('phone', phoneNode);

/** A line of the card that writes to or calls the person: named for screen readers, read LTR. */
function ContactLink({
  href,
  Icon,
  label,
  value,
  breakAll = false,
}: {
  href: string;
  Icon: typeof Mail;
  label: string;
  value: string;
  /** Long values (an e-mail address) may break anywhere. */
  breakAll?: boolean;
}) {
  return (
    <li>
      <a
        href={href}
        className={`inline-flex items-center gap-2 ${breakAll ? 'break-all ' : ''}text-brand-700 hover:underline dark:text-brand-300`}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{label}: </span>
        <span dir="ltr">{value}</span>
      </a>
    </li>
  );
}

/**
 * A person's card in the staff directory (spec 000 section 2): photo, name, job title,
 * department, e-mail and telephone links, and the contact card when the record is published.
 * The directory adds its select button (`children`); the workspace shows the card alone as a
 * preview.
 */
export function DirectoryCard({
  member,
  labels,
  vcard,
  selected = false,
  onClick,
  headingId = `staff-${member.id}`,
  children,
}: {
  member: StaffRecord;
  labels: Pick<Messages['Directory'], 'photoAlt' | 'emailLink' | 'phoneLink' | 'vcard'>;
  /** The contact card's address, when the record has one. */
  vcard?: string;
  selected?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
  /** The heading's id (unique on the page: the workspace shows a card per language). */
  headingId?: string;
  children?: ReactNode;
}) {
  return (
    <article
      aria-labelledby={headingId}
      data-selected={selected || undefined}
      onClick={onClick}
      // A click on the card before the page has hydrated is held and replayed once it has.
      {...(onClick ? { [HOLD_CLICK_ATTRIBUTE]: '' } : {})}
      className={`flex h-full flex-col ${onClick ? 'cursor-pointer' : ''} rounded-lg border-2 bg-white p-5 shadow-sm dark:bg-slate-900 ${
        selected ? 'border-gold-500 ring-4 ring-gold-300' : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <div className="flex items-start gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- a tiny local SVG */}
        <img
          src={member.image}
          alt={fill(labels.photoAlt, { name: member.name })}
          width={72}
          height={72}
          className="size-18 shrink-0 rounded-full"
        />
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-brand-900 dark:text-white">
            <bdi>{member.name}</bdi>
          </h3>
          <p className="text-slate-700 dark:text-slate-300">
            <bdi>{member.title}</bdi>
          </p>
          <p className="text-sm font-bold text-brand-700 dark:text-brand-300">
            <bdi>{member.department}</bdi>
          </p>
        </div>
      </div>
      <ul className="mt-4 space-y-1 text-sm">
        <ContactLink
          href={`mailto:${member.email}`}
          Icon={Mail}
          label={fill(labels.emailLink, { name: member.name })}
          value={member.email}
          breakAll
        />
        <ContactLink
          href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}
          Icon={Phone}
          label={fill(labels.phoneLink, { name: member.name })}
          value={member.phone}
        />
        {vcard ? (
          <li>
            <a
              href={vcard}
              download
              className="inline-flex items-center gap-2 text-brand-700 hover:underline dark:text-brand-300"
            >
              <Contact aria-hidden="true" className="size-4 shrink-0" />
              {labels.vcard}
              <span className="sr-only">: {member.name}</span>
            </a>
          </li>
        ) : null}
      </ul>
      {children}
    </article>
  );
}
