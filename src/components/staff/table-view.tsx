import type { ReactNode } from 'react';

/** A column of a workspace list: its id, its heading and, when it is sorted, how. */
export interface TableViewColumn {
  id: string;
  header: ReactNode;
  /** The heading as words, written above each cell when a phone shows a row as a card. */
  label: string;
  /** A link that sorts by it: kept on a phone, as a row of sort links above the cards. */
  sortable?: boolean;
  ariaSort?: 'ascending' | 'descending';
}

/** A row: its key, its marker's value and one cell per column id. */
export interface TableViewRow {
  key: string;
  marker: string;
  cells: Record<string, ReactNode>;
}

/**
 * A workspace list's table as the office reads it: a scrollable, focusable region named by its
 * caption, one header row, one row per record (marked `data-{marker}` with the record's key
 * for the tests). Dense at desktop width (small type, tight rows, alternate rows shaded); on
 * a phone each row is a card, each cell under its column's name, and the sortable headings a
 * row of links above them. The table's roles are written out: a table shown as blocks keeps
 * them for screen readers. A server component: the server filters, sorts and pages from the
 * URL, so a list is plain HTML, with no script to download or hydrate.
 */
export function TableView({
  columns,
  rows,
  caption,
  marker,
}: {
  columns: TableViewColumn[];
  rows: TableViewRow[];
  caption: string;
  marker: string;
}) {
  return (
    <div className="sm:overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table role="table" className="w-full border-collapse text-start max-sm:block sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="max-sm:block">
          <tr
            role="row"
            className="border-b-2 border-slate-300 max-sm:flex max-sm:flex-wrap max-sm:gap-x-1 max-sm:border-b-0 dark:border-slate-600"
          >
            {columns.map((column) => (
              <th
                key={column.id}
                role="columnheader"
                scope="col"
                aria-sort={column.ariaSort}
                className={`px-3 py-2 text-start font-bold whitespace-nowrap ${column.sortable ? 'max-sm:px-2' : 'max-sm:hidden'}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block max-sm:space-y-3">
          {rows.map((row) => (
            <tr
              key={row.key}
              role="row"
              className="border-b border-slate-200 align-top hover:bg-slate-50 max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-2 sm:even:bg-slate-50/60 dark:border-slate-700 dark:hover:bg-slate-900 sm:dark:even:bg-slate-900/60"
              {...{ [`data-${marker}`]: row.marker }}
            >
              {columns.map((column) => (
                <td
                  key={column.id}
                  role="cell"
                  data-label={column.label}
                  className="px-3 py-2 max-sm:flex max-sm:gap-3 max-sm:px-1 max-sm:py-1 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:text-sm max-sm:before:font-bold max-sm:before:text-slate-700 max-sm:before:content-[attr(data-label)] sm:py-1.5 dark:max-sm:before:text-slate-300"
                >
                  <div className="min-w-0 max-sm:flex-1">{row.cells[column.id]}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A small table of a desk's page (its people, a record's history): a caption for screen
 * readers, one header row (`headers`, then an empty cell when the rows end with one), and the
 * rows as the page draws them; `at` are the table's own attributes (a marker for the tests).
 */
export function PlainTable({
  caption,
  headers,
  emptyLastHeader = false,
  at,
  children,
}: {
  caption: string;
  headers: string[];
  emptyLastHeader?: boolean;
  at?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start" {...at}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            {headers.map((header) => (
              <th key={header} scope="col" className="p-2 text-start">
                {header}
              </th>
            ))}
            {emptyLastHeader ? <td /> : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
