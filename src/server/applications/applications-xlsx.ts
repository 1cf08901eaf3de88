/**
 * The applications export as an Office Open XML workbook, written by `write-excel-file` (one
 * small dependency, fflate; see docs/staff-workspace.md for why this library): one sheet, the
 * heading row bold and frozen, each column its width, right to left in Arabic. Moments are real
 * date cells holding Khartoum's wall clock (a spreadsheet's dates have no zone: the heading says
 * which), so the office can sort and filter by them; the grade, years and amounts are numbers.
 * Text cells are always strings in the file, never formulas, so an answer that starts with "="
 * needs no apostrophe here (the CSV's guard, applications-csv.ts).
 */
import 'server-only';
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import type { ExportRow } from './export-applications';
import { khartoumWallClock, type ExportColumn } from './export-columns';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One value as a cell of its kind (an empty cell when there is none). */
function cellOf(column: ExportColumn, row: ExportRow): Cell {
  switch (column.kind) {
    case 'text': {
      const value = column.value(row);
      return value === null ? null : { value, type: String };
    }
    case 'number': {
      const value = column.value(row);
      return value === null ? null : { value, type: Number };
    }
    case 'time': {
      const value = column.value(row);
      return value === null
        ? null
        : { value: khartoumWallClock(value), type: Date, format: 'yyyy-mm-dd hh:mm' };
    }
    case 'day': {
      const value = column.value(row);
      const day = value === null ? null : new Date(`${value}T00:00:00Z`);
      // A day the form's schema would refuse (an older row) is written as the text it is.
      if (day === null || Number.isNaN(day.getTime())) return value;
      return { value: day, type: Date, format: 'yyyy-mm-dd' };
    }
  }
}

/** The workbook's bytes: the heading row, then one row per application. */
export async function applicationsXlsx(
  columns: ExportColumn[],
  rows: ExportRow[],
  { sheet, rightToLeft }: { sheet: string; rightToLeft: boolean },
): Promise<Buffer> {
  const data: SheetData = [
    columns.map((column) => ({ value: column.heading, type: String, fontWeight: 'bold' })),
    ...rows.map((row) => columns.map((column) => cellOf(column, row))),
  ];
  return writeXlsxFile(data, {
    sheet,
    columns: columns.map((column) => ({ width: column.width })),
    stickyRowsCount: 1,
    rightToLeft,
  }).toBuffer();
}
