'use client';

import { flexRender, type Table } from '@tanstack/react-table';

/**
 * A workspace list's table as the office reads it: a scrollable, focusable region named by its
 * caption, one header row, one row per record (marked `data-{marker}` with the record's key
 * for the tests). `ariaSort` says how a sortable column is sorted.
 */
export function TableView<Row>({
  table,
  caption,
  marker,
  markerOf,
  ariaSort,
}: {
  table: Table<Row>;
  caption: string;
  marker: string;
  markerOf: (row: Row) => string;
  ariaSort?: (columnId: string) => 'ascending' | 'descending' | undefined;
}) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-start">
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b-2 border-slate-300 dark:border-slate-600">
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={ariaSort?.(header.column.id)}
                  className="px-3 py-2 text-start font-bold whitespace-nowrap"
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className="border-b border-slate-200 align-top dark:border-slate-700"
              {...{ [`data-${marker}`]: markerOf(row.original) }}
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
