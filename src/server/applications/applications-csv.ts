/**
 * The inbox as CSV (no documents): UTF-8 with a byte-order mark, so that spreadsheet programs
 * read the Arabic names; every cell quoted, and a cell that a spreadsheet would take for a
 * formula (=, +, -, @, tab, return) prefixed with an apostrophe (OWASP "CSV injection").
 */
import 'server-only';
import type { InboxRow } from './list-applications';

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function applicationsCsv(
  rows: InboxRow[],
  headings: string[],
  names: { programme: (id: string | null) => string; status: (status: string) => string },
): string {
  const lines = [headings.map(cell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.reference,
        row.applicantName,
        row.applicantEmail,
        names.programme(row.programme),
        names.status(row.reviewStatus),
        row.locale,
        row.completedAt.toISOString(),
      ]
        .map(cell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
