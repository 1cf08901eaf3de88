/**
 * The reports as tables, in a language: one definition that the page draws and both downloads
 * write (report-files.ts), so a table on the page is a table in the files. Values stay raw here
 * (counts, hours, days as YYYY-MM-DD); each reader formats them its way.
 */
import 'server-only';
import { programmeNames } from '@content/programme-names';
import { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import type { Durations, OfficeReport } from './office-reports';

/** What a column holds: words, a day (YYYY-MM-DD), a count, or a duration in hours. */
export type ReportColumnKind = 'text' | 'day' | 'count' | 'hours';
export type ReportValue = string | number | null;

export interface ReportColumn {
  heading: string;
  kind: ReportColumnKind;
}

export interface ReportRow {
  key: string;
  /** One value per column; the first names the row. */
  values: ReportValue[];
  /** The table's total row. */
  total?: boolean;
}

export interface ReportTable {
  key: 'perProgramme' | 'perDay' | 'statusNow' | 'decisions' | 'timeToDecision' | 'support';
  part: 'applications' | 'support';
  caption: string;
  /** A short name for the spreadsheet's sheet (at most 31 characters). */
  sheet: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The column whose values the page draws as bars, if any. */
  bar?: number;
  /** A sentence under the table on how it counts. */
  note?: string;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Every table of `report` the account sees, in the page's order. */
export function reportTables(report: OfficeReport, locale: Locale): ReportTable[] {
  const t = catalogues[locale].StaffReports;
  const c = t.columns;
  const names = programmeNames(locale) as Record<string, string>;
  const programme = (id: string | null) => (id ? (names[id] ?? id) : t.noProgramme);
  const statuses = catalogues[locale].ApplicationStatus.statuses;
  const kinds = catalogues[locale].StaffSupport.kinds;
  const tables: ReportTable[] = [];
  const durations = (value: Durations) => [value.averageHours, value.medianHours];

  const applications = report.applications;
  if (applications) {
    tables.push(
      {
        key: 'perProgramme',
        part: 'applications',
        caption: t.tables.perProgramme,
        sheet: t.sheets.perProgramme,
        columns: [
          { heading: c.programme, kind: 'text' },
          { heading: c.applications, kind: 'count' },
        ],
        rows: [
          ...applications.perProgramme.map((row) => ({
            key: row.programme ?? 'none',
            values: [programme(row.programme), row.count],
          })),
          { key: 'total', values: [t.total, applications.received], total: true },
        ],
        bar: 1,
      },
      {
        key: 'perDay',
        part: 'applications',
        caption: t.tables.perDay,
        sheet: t.sheets.perDay,
        columns: [
          { heading: c.day, kind: 'day' },
          { heading: c.applications, kind: 'count' },
        ],
        rows: [
          ...applications.perDay.map((row) => ({ key: row.day, values: [row.day, row.count] })),
          { key: 'total', values: [t.total, applications.received], total: true },
        ],
        bar: 1,
      },
      {
        key: 'statusNow',
        part: 'applications',
        caption: t.tables.statusNow,
        sheet: t.sheets.statusNow,
        columns: [
          { heading: c.status, kind: 'text' },
          { heading: c.applications, kind: 'count' },
        ],
        rows: [
          ...applications.statusNow.map((row) => ({
            key: row.status,
            values: [statuses[row.status].label, row.count],
          })),
          { key: 'total', values: [t.total, applications.received], total: true },
        ],
        bar: 1,
      },
      {
        key: 'decisions',
        part: 'applications',
        caption: t.tables.decisions,
        sheet: t.sheets.decisions,
        columns: [
          { heading: c.programme, kind: 'text' },
          { heading: c.accepted, kind: 'count' },
          { heading: c.notAccepted, kind: 'count' },
          { heading: c.moreInformation, kind: 'count' },
        ],
        rows: [
          ...applications.decisions.map((row) => ({
            key: row.programme ?? 'none',
            values: [programme(row.programme), row.accepted, row.notAccepted, row.moreInformation],
          })),
          {
            key: 'total',
            values: [
              t.total,
              sum(applications.decisions.map((row) => row.accepted)),
              sum(applications.decisions.map((row) => row.notAccepted)),
              sum(applications.decisions.map((row) => row.moreInformation)),
            ],
            total: true,
          },
        ],
        note: t.notes.decisions,
      },
      {
        key: 'timeToDecision',
        part: 'applications',
        caption: t.tables.timeToDecision,
        sheet: t.sheets.timeToDecision,
        columns: [
          { heading: c.decided, kind: 'count' },
          { heading: c.average, kind: 'hours' },
          { heading: c.median, kind: 'hours' },
        ],
        rows: [
          {
            key: 'all',
            values: [applications.timeToDecision.count, ...durations(applications.timeToDecision)],
          },
        ],
      },
    );
  }

  const support = report.support;
  if (support) {
    tables.push({
      key: 'support',
      part: 'support',
      caption: t.tables.support,
      sheet: t.sheets.support,
      columns: [
        { heading: c.kind, kind: 'text' },
        { heading: c.received, kind: 'count' },
        { heading: c.answered, kind: 'count' },
        { heading: c.averageResponse, kind: 'hours' },
        { heading: c.medianResponse, kind: 'hours' },
      ],
      rows: [
        ...support.perKind.map((row) => ({
          key: row.kind,
          values: [kinds[row.kind], row.received, row.answered, ...durations(row.firstResponse)],
        })),
        {
          key: 'total',
          values: [
            t.total,
            support.total.received,
            support.total.answered,
            ...durations(support.total.firstResponse),
          ],
          total: true,
        },
      ],
      note: t.notes.support,
    });
  }
  return tables;
}
