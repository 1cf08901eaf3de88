import type { ComponentProps, ReactNode } from 'react';
import type { publicationVisibility } from '@/lib/news';
import { Link } from '@/components/ui/link';
import { primaryButton } from '@/components/ui/styles';
import { StaffTable } from './staff-table';

/**
 * The frame of a workspace list page (the news, the events, the inbox, the outbox…): its
 * heading, a line on what it is for, the button that adds a record when the desk has one, then
 * the page's own content.
 */
export function DeskPage({
  id,
  title,
  intro,
  add,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: string;
  add?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-6">
      <h1 id={id} className="text-3xl font-bold text-brand-900 dark:text-white">
        {title}
      </h1>
      <p className="max-w-3xl">{intro}</p>
      {add ? (
        <p>
          <Link href={add.href} className={primaryButton}>
            {add.label}
          </Link>
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** How many records there are, announced to screen readers as it changes. */
export function DeskCount({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="font-bold">
      {children}
    </p>
  );
}

/** The count, then the records' table, or the words for an empty list. */
export function DeskTable({
  count,
  empty,
  ...table
}: { count: ReactNode; empty: string } & ComponentProps<typeof StaffTable>) {
  return (
    <>
      <DeskCount>{count}</DeskCount>
      {table.rows.length > 0 ? <StaffTable {...table} /> : <p>{empty}</p>}
    </>
  );
}

/**
 * The head of a desk's item page (news, event, academic year): back to the list, the heading,
 * the item's title, and where it stands (marked `data-{marker}-state` for the tests).
 */
export function DeskItemHeader({
  marker,
  back,
  heading,
  title,
  visibility,
  state,
}: {
  marker: string;
  back: { href: string; label: string };
  heading: ReactNode;
  title?: string;
  visibility: ReturnType<typeof publicationVisibility>;
  state: string;
}) {
  return (
    <header className="space-y-2">
      <p>
        <Link href={back.href} className="underline">
          {back.label}
        </Link>
      </p>
      <h1
        id={`${marker}-editor-title`}
        className="text-3xl font-bold text-brand-900 dark:text-white"
      >
        {heading}
      </h1>
      {title ? <p className="text-xl">{title}</p> : null}
      <p className="font-bold" {...{ [`data-${marker}-state`]: visibility }}>
        {state}
      </p>
    </header>
  );
}
