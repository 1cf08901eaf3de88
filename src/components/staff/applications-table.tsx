import { ArrowDown, ArrowUp } from '@/components/ui/icons';
import { Link } from '../ui/link';
import { TableView, type TableViewColumn } from './table-view';
import { warningPill } from '../ui/styles';

/** One row of the inbox, as the server rendered its cells' words. */
export interface InboxTableRow {
  id: string;
  href: string;
  reference: string;
  applicantName: string;
  applicantEmail: string;
  programme: string;
  /** The grade with its scale ("82.5%", "3.2 / 4"), or a dash. */
  grade: string;
  status: string;
  /** "Updated by the applicant", when they changed a document since the office last acted. */
  updated: string | null;
  /** Where the application fee is. */
  fee: string;
  /** The officer it is assigned to, if any. */
  officer: string | null;
  language: string;
  completedAt: string;
}

export type SortableColumn =
  'reference' | 'applicantName' | 'reviewStatus' | 'completedAt' | 'average';

interface Props {
  rows: InboxTableRow[];
  headings: Record<
    'reference' | 'applicant' | 'programme' | 'average' | 'status' | 'language' | 'completedAt',
    string
  >;
  caption: string;
  /** The link that sorts by each sortable column (the server sorts and pages). */
  sortHrefs: Record<SortableColumn, string>;
  sorted: { column: SortableColumn; dir: 'asc' | 'desc' };
  /**
   * Each row's checkbox for the bulk status change: the form it belongs to, the column's name
   * and each box's label ("Select application {reference}").
   */
  select?: { form: string; heading: string; label: (reference: string) => string };
}

/**
 * The inbox's table, with sorting, filtering and paging done by the server: each sortable
 * heading is a link to the sorted page, so the table needs no script.
 */
export function ApplicationsTable({ rows, headings, caption, sortHrefs, sorted, select }: Props) {
  const sortable = (id: SortableColumn, label: string) => {
    const active = sorted.column === id;
    const Arrow = sorted.dir === 'asc' ? ArrowUp : ArrowDown;
    return {
      header: (
        <Link href={sortHrefs[id]} className="inline-flex items-center gap-1 underline">
          {label}
          {active ? <Arrow aria-hidden="true" className="size-4" /> : null}
        </Link>
      ),
      label,
      sortable: true,
      ariaSort: active ? (sorted.dir === 'asc' ? 'ascending' : 'descending') : undefined,
    } as const;
  };
  const columns: TableViewColumn[] = [
    ...(select
      ? [
          {
            id: 'select',
            header: <span className="sr-only">{select.heading}</span>,
            label: select.heading,
          },
        ]
      : []),
    { id: 'reference', ...sortable('reference', headings.reference) },
    { id: 'applicantName', ...sortable('applicantName', headings.applicant) },
    { id: 'programme', header: headings.programme, label: headings.programme },
    { id: 'average', ...sortable('average', headings.average) },
    { id: 'status', ...sortable('reviewStatus', headings.status) },
    { id: 'language', header: headings.language, label: headings.language },
    { id: 'completedAt', ...sortable('completedAt', headings.completedAt) },
  ];

  return (
    <TableView
      caption={caption}
      marker="application-row"
      columns={columns}
      rows={rows.map((row) => ({
        key: row.id,
        marker: row.reference,
        cells: {
          select: select ? (
            <input
              type="checkbox"
              name="ids"
              value={row.id}
              form={select.form}
              aria-label={select.label(row.reference)}
              className="size-5 accent-brand-600"
            />
          ) : null,
          reference: (
            <Link href={row.href} className="font-bold whitespace-nowrap underline" dir="ltr">
              {row.reference}
            </Link>
          ),
          applicantName: (
            <>
              <span className="block">{row.applicantName}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400" dir="ltr">
                {row.applicantEmail}
              </span>
            </>
          ),
          programme: row.programme,
          average: (
            <span dir="ltr" className="whitespace-nowrap">
              {row.grade}
            </span>
          ),
          status: (
            <>
              <span className="block">{row.status}</span>
              {row.updated ? (
                <span className={`mt-1 ${warningPill}`} data-updated-by-applicant="">
                  {row.updated}
                </span>
              ) : null}
              <span className="block text-sm text-slate-600 dark:text-slate-400">{row.fee}</span>
              {row.officer ? (
                <span className="block text-sm text-slate-600 dark:text-slate-400" data-officer="">
                  {row.officer}
                </span>
              ) : null}
            </>
          ),
          language: row.language,
          completedAt: row.completedAt,
        },
      }))}
    />
  );
}
