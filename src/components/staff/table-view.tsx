import type { ReactNode } from 'react';

/** A column of a workspace list: its id, its heading and, when it is sorted, how. */
export interface TableViewColumn {
  id: string;
  header: ReactNode;
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
 * for the tests). A server component: the server filters, sorts and pages from the URL, so a
 * list is plain HTML, with no script to download or hydrate.
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
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-start">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 dark:border-slate-600">
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.ariaSort}
                className="px-3 py-2 text-start font-bold whitespace-nowrap"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className="border-b border-slate-200 align-top dark:border-slate-700"
              {...{ [`data-${marker}`]: row.marker }}
            >
              {columns.map((column) => (
                <td key={column.id} className="px-3 py-2">
                  {row.cells[column.id]}
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
