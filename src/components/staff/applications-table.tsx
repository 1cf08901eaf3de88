'use client';

import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp } from '@/components/ui/icons';
import { Link } from '../ui/link';
import { TableView } from './table-view';

/** One row of the inbox, as the server rendered its cells' words. */
export interface InboxTableRow {
  id: string;
  href: string;
  reference: string;
  applicantName: string;
  applicantEmail: string;
  programme: string;
  status: string;
  language: string;
  completedAt: string;
}

export type SortableColumn = 'reference' | 'applicantName' | 'reviewStatus' | 'completedAt';

interface Props {
  rows: InboxTableRow[];
  headings: Record<
    'reference' | 'applicant' | 'programme' | 'status' | 'language' | 'completedAt',
    string
  >;
  caption: string;
  /** The link that sorts by each sortable column (the server sorts and pages). */
  sortHrefs: Record<SortableColumn, string>;
  sorted: { column: SortableColumn; dir: 'asc' | 'desc' };
}

const column = createColumnHelper<InboxTableRow>();

/**
 * The inbox's table: TanStack Table for the columns, with sorting, filtering and paging done
 * by the server (`manualSorting`): each sortable heading is a link to the sorted page, so the
 * table works before (and without) its script.
 */
export function ApplicationsTable({ rows, headings, caption, sortHrefs, sorted }: Props) {
  const sortable = (id: SortableColumn, label: string) =>
    function SortHeader() {
      const active = sorted.column === id;
      const Arrow = sorted.dir === 'asc' ? ArrowUp : ArrowDown;
      return (
        <Link href={sortHrefs[id]} className="inline-flex items-center gap-1 underline">
          {label}
          {active ? <Arrow aria-hidden="true" className="size-4" /> : null}
        </Link>
      );
    };
  const columns = [
    column.accessor('reference', {
      header: sortable('reference', headings.reference),
      cell: (info) => (
        <Link
          href={info.row.original.href}
          className="font-bold whitespace-nowrap underline"
          dir="ltr"
        >
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('applicantName', {
      header: sortable('applicantName', headings.applicant),
      cell: (info) => (
        <>
          <span className="block">{info.getValue()}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400" dir="ltr">
            {info.row.original.applicantEmail}
          </span>
        </>
      ),
    }),
    column.accessor('programme', { header: headings.programme }),
    column.accessor('status', { header: sortable('reviewStatus', headings.status) }),
    column.accessor('language', { header: headings.language }),
    column.accessor('completedAt', { header: sortable('completedAt', headings.completedAt) }),
  ];
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table v8 (DESIGN.md); rendered once per server answer
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
  });
  const ariaSort = (id: string) => {
    const key = id === 'status' ? 'reviewStatus' : id;
    if (key !== sorted.column) return undefined;
    return sorted.dir === 'asc' ? ('ascending' as const) : ('descending' as const);
  };

  return (
    <TableView
      table={table}
      caption={caption}
      marker="application-row"
      markerOf={(row) => row.reference}
      ariaSort={ariaSort}
    />
  );
}
