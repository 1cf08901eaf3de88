import { Link } from '../ui/link';
import { TableView } from './table-view';
import { warningPill } from '../ui/styles';

/**
 * One cell, as the server rendered its words: a value (a link when `href` is given) and an
 * optional second line. Values that people typed or that read left to right (names, e-mail
 * addresses, references, subjects) are isolated (`<bdi>`), so they keep their own order
 * without changing the page's alignment.
 */
export interface StaffTableCell {
  text: string;
  href?: string;
  /** A second, smaller line (an e-mail address under a name). */
  note?: string;
  /** Kept on one line (a reference, a date). */
  nowrap?: boolean;
  /** A mark beside the words (an item to translate), shown as a badge. */
  badge?: { text: string; marker: string };
}

export interface StaffTableRow {
  id: string;
  /** Written to `data-row` (tests and styles find a row by its reference or id). */
  marker: string;
  cells: Record<string, StaffTableCell>;
}

export interface StaffTableProps {
  columns: { id: string; header: string }[];
  rows: StaffTableRow[];
  caption: string;
}

/** A cell's words, isolated; a link when it has one; its second line under it. */
function Cell({ cell }: { cell: StaffTableCell }) {
  const value = <bdi className={cell.nowrap ? 'whitespace-nowrap' : undefined}>{cell.text}</bdi>;
  return (
    <>
      {cell.href ? (
        <Link href={cell.href} className="font-bold underline">
          {value}
        </Link>
      ) : (
        value
      )}
      {cell.note ? (
        <span className="block text-sm text-slate-600 dark:text-slate-400">
          <bdi>{cell.note}</bdi>
        </span>
      ) : null}
      {cell.badge ? (
        <span className={`mt-1 ${warningPill}`} data-badge={cell.badge.marker}>
          {cell.badge.text}
        </span>
      ) : null}
    </>
  );
}

/**
 * A list of the workspace (the support desk, the mail outbox, the publishing desks), with
 * filtering and paging done by the server from the URL. The applications inbox has its own
 * table, with sorting.
 */
export function StaffTable({ columns, rows, caption }: StaffTableProps) {
  return (
    <TableView
      caption={caption}
      marker="row"
      columns={columns.map((column) => ({ ...column, label: column.header }))}
      rows={rows.map((row) => ({
        key: row.id,
        marker: row.marker,
        cells: Object.fromEntries(
          columns.map(({ id }) => {
            const cell = row.cells[id];
            return [id, cell ? <Cell cell={cell} /> : null];
          }),
        ),
      }))}
    />
  );
}
