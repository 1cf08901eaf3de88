/**
 * The reports as files (docs/staff-workspace.md, "Reports"), every table of the page:
 * - CSV: one file, the period on its first line, then each table as a section (its caption on a
 *   line of its own, its headings, its rows) after an empty line; UTF-8 with a byte-order mark,
 *   every cell quoted, CRLF (as the applications export, applications-csv.ts). Durations are
 *   hours as numbers, their headings saying so; days are YYYY-MM-DD.
 * - XLSX: one sheet per table (the heading row bold and frozen, right to left in Arabic), then
 *   a sheet of the period; counts and hours are number cells, days date cells.
 */
import 'server-only';
import writeXlsxFile, { type Cell, type Sheet } from 'write-excel-file/node';
import { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import type { ReportPeriod } from './report-period';
import type { ReportColumn, ReportTable, ReportValue } from './report-tables';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column's heading in a file: a duration says its unit. */
function fileHeading(column: ReportColumn, locale: Locale): string {
  return column.kind === 'hours'
    ? catalogues[locale].StaffReports.columns.inHours.replace('{heading}', column.heading)
    : column.heading;
}

/** Hours to two decimals (a minute is 0.0167 hours). */
const roundHours = (hours: number) => Math.round(hours * 100) / 100;

function cell(value: string): string {
  // Our own words and numbers only, but the guard costs nothing (applications-csv.ts).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function csvValue(column: ReportColumn, value: ReportValue): string {
  if (value === null) return '';
  if (column.kind === 'hours' && typeof value === 'number') return String(roundHours(value));
  return String(value);
}

export function reportCsv(tables: ReportTable[], period: ReportPeriod, locale: Locale): string {
  const line = (cells: string[]) => cells.map(cell).join(',');
  const lines = [line([catalogues[locale].StaffReports.csv.period, period.from, period.to])];
  for (const table of tables) {
    lines.push('', line([table.caption]));
    lines.push(line(table.columns.map((column) => fileHeading(column, locale))));
    for (const row of table.rows) {
      lines.push(line(table.columns.map((column, index) => csvValue(column, row.values[index]!))));
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function xlsxCell(column: ReportColumn, value: ReportValue): Cell {
  if (value === null) return null;
  if (typeof value === 'number') {
    return { value: column.kind === 'hours' ? roundHours(value) : value, type: Number };
  }
  // A day's column holds the total row's word too.
  if (column.kind === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return { value: new Date(`${value}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' };
  }
  return { value, type: String };
}

export async function reportXlsx(
  tables: ReportTable[],
  period: ReportPeriod,
  locale: Locale,
): Promise<Buffer> {
  const t = catalogues[locale].StaffReports;
  const rightToLeft = locale === 'ar';
  const sheets: Sheet<Buffer>[] = tables.map((table) => ({
    sheet: table.sheet,
    data: [
      table.columns.map((column) => ({
        value: fileHeading(column, locale),
        type: String,
        fontWeight: 'bold' as const,
      })),
      ...table.rows.map((row) =>
        table.columns.map((column, index) => xlsxCell(column, row.values[index]!)),
      ),
    ],
    columns: table.columns.map((column) => ({ width: column.kind === 'text' ? 36 : 22 })),
    stickyRowsCount: 1,
    rightToLeft,
  }));
  sheets.push({
    sheet: t.sheets.period,
    data: [
      [{ value: t.csv.period, type: String, fontWeight: 'bold' }],
      [{ value: t.period.from, type: String }, xlsxCell({ heading: '', kind: 'day' }, period.from)],
      [{ value: t.period.to, type: String }, xlsxCell({ heading: '', kind: 'day' }, period.to)],
    ],
    columns: [{ width: 30 }, { width: 16 }],
    rightToLeft,
  });
  return writeXlsxFile(sheets).toBuffer();
}
