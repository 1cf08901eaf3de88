/**
 * The applications export as CSV (no documents): UTF-8 with a byte-order mark, so that spreadsheet
 * programs read the Arabic names; RFC 4180 (every cell quoted, lines ended by CRLF); and a cell
 * that a spreadsheet would take for a formula (=, +, -, @, tab, return) prefixed with an
 * apostrophe (OWASP "CSV injection"): an applicant's answers are theirs to type.
 */
import 'server-only';
import type { ExportRow } from './export-applications';
import { khartoumTimeText, type ExportColumn } from './export-columns';

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A column's value as the CSV writes it (empty when there is none). */
function textOf(column: ExportColumn, row: ExportRow): string {
  if (column.kind === 'time') {
    const moment = column.value(row);
    return moment ? khartoumTimeText(moment) : '';
  }
  const value = column.value(row);
  return value === null ? '' : String(value);
}

export function applicationsCsv(columns: ExportColumn[], rows: ExportRow[]): string {
  const lines = [columns.map((column) => cell(column.heading)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => cell(textOf(column, row))).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
