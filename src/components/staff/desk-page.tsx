import type { ComponentProps, ReactNode } from 'react';
import type { publicationVisibility } from '@/lib/news';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Link } from '@/components/ui/link';
import { primaryButton } from '@/components/ui/styles';
import { StaffTable, type StaffTableProps } from './staff-table';

/**
 * The frame of a workspace page of its own (the news, the events, the inbox, the outbox, the
 * sign-in…): its heading, a line on what it is for, the button that adds a record when the desk
 * has one, then the page's own content.
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
  /** A line on what the page is for (words, or a paragraph drawn by the page). */
  intro?: ReactNode;
  add?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-6">
      <h1 id={id} className="text-3xl font-bold text-brand-900 dark:text-white">
        {title}
      </h1>
      {typeof intro === 'string' ? <p className="max-w-3xl">{intro}</p> : intro}
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

/** Columns whose headers are the words the catalogue holds for their ids. */
export function headedColumns<Id extends string>(
  ids: readonly Id[],
  header: (id: Id) => string,
): StaffTableProps['columns'] {
  return ids.map((id) => ({ id, header: header(id) }));
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
 * The frame of a workspace page about one record (an application, a request, a message, an
 * account, a news item, an event, an academic year, a person of the board or the directory):
 * back to its list, its heading and what `details` adds under it, then the page's own content.
 */
export function DeskRecordPage({
  id,
  back,
  heading,
  wrapHeading = false,
  details,
  roomy = false,
  children,
}: {
  /** The heading's id, which names the page's article. */
  id: string;
  back: { href: string; label: string };
  heading: ReactNode;
  /** Break a long unbroken heading (an e-mail address) rather than widen the page. */
  wrapHeading?: boolean;
  details?: ReactNode;
  /** More room between the page's sections, for pages of several sections. */
  roomy?: boolean;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby={id} className={roomy ? 'space-y-10' : 'space-y-8'}>
      <header className="space-y-2">
        <p>
          <Link href={back.href} className="underline">
            {back.label}
          </Link>
        </p>
        <h1
          id={id}
          className={cn(
            'text-3xl font-bold text-brand-900 dark:text-white',
            wrapHeading && 'break-words',
          )}
        >
          {heading}
        </h1>
        {details}
      </header>
      {children}
    </article>
  );
}

/**
 * Under an item page's heading (news, event, academic year): the item's title, and where it
 * stands (marked `data-{marker}-state` for the tests).
 */
export function DeskItemState({
  marker,
  title,
  visibility,
  state,
}: {
  marker: string;
  title?: string;
  visibility: ReturnType<typeof publicationVisibility>;
  state: string;
}) {
  return (
    <>
      {title ? <p className="text-xl">{title}</p> : null}
      <p className="font-bold" {...{ [`data-${marker}-state`]: visibility }}>
        {state}
      </p>
    </>
  );
}

/**
 * A section of a workspace page under its own heading (`id`, which names the section), e.g. a
 * record's history, a form of a record's page, a list of the page.
 */
export function DeskSection({
  id,
  title,
  className = 'space-y-3',
  children,
}: {
  id: string;
  title: ReactNode;
  /** The room between the section's parts. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card of a workspace page under its heading: one form of an account's page. */
export function DeskCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card className="space-y-4">
      <h2 className="text-2xl font-bold">{title}</h2>
      {children}
    </Card>
  );
}

/** One fact of a record's details: its label, its value, and what its `<dd>` carries. */
export type RecordDetail = {
  label: string;
  value: ReactNode;
  /** Attributes of the value's `<dd>` (markers for the tests, a class). */
  at?: ComponentProps<'dd'> & Record<`data-${string}`, string | undefined>;
};

/** A record's details as a section of label and value pairs. */
export function RecordDetails({
  id,
  title,
  details,
}: {
  id: string;
  title: string;
  details: RecordDetail[];
}) {
  return (
    <DeskSection id={id} title={title}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {details.map(({ label, value, at }) => (
          <div key={label} className="contents">
            <dt className="font-bold text-slate-700 dark:text-slate-300">{label}</dt>
            <dd {...at}>{value}</dd>
          </div>
        ))}
      </dl>
    </DeskSection>
  );
}
