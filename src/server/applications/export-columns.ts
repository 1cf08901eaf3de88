/**
 * The columns of the applications export (issue #45, item 3), one definition for the CSV and the
 * spreadsheet: each column's heading in the export's language, its width and the kind of value
 * it holds. Values are what the office reads, not the database's codes: a status's, a track's or
 * a certificate's label, a programme's name, a language's name; moments in Khartoum time.
 */
import 'server-only';
import { programmeNames } from '@content/programme-names';
import type { Messages } from 'next-intl';
import { catalogues, translatorFor } from '@/i18n/catalogues';
import { intlLocale, type Locale } from '@/i18n/routing';
import { gradeScales, type ApplicationForm, type GradeScale } from '@/lib/application-form';
import { COLLEGE_TIME_ZONE } from '@/lib/college-time';
import { slotOrder } from '@/lib/document-slots';
import { decidedStatuses } from '@/lib/review-status';
import type { ExportRow } from './export-applications';

/** What each kind of column holds. */
interface CellKinds {
  text: string;
  /** A number the spreadsheet can sum and sort (the grade, a year, the fee's amount). */
  number: number;
  /** A moment, written as Khartoum's wall clock: "2026-11-29 14:05". */
  time: Date;
  /** A calendar date as the form and the fee's record hold it: "2008-03-14". */
  day: string;
}
export type CellKind = keyof CellKinds;

export type ExportColumn = {
  [K in CellKind]: {
    heading: string;
    /** In characters, for the spreadsheet. */
    width: number;
    kind: K;
    value: (row: ExportRow) => CellKinds[K] | null;
  };
}[CellKind];

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: COLLEGE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment's date and time on Khartoum's clock, as numbers. */
function khartoumParts(instant: Date): [number, number, number, number, number] {
  const parts = clock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)!.value);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute')];
}

/** A moment as Khartoum's clock shows it: "2026-11-29 14:05" (sortable, in either language). */
export function khartoumTimeText(instant: Date): string {
  const [year, month, day, hour, minute] = khartoumParts(instant).map((value) =>
    String(value).padStart(2, '0'),
  );
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/**
 * Khartoum's wall clock at a moment, as a Date whose UTC fields hold it: a spreadsheet's date
 * cell has no time zone, so this is what it must be given to show Khartoum's time.
 */
export function khartoumWallClock(instant: Date): Date {
  const [year, month, day, hour, minute] = khartoumParts(instant);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** A number as stored (the form's answers may be numbers or, in older rows, typed text). */
function numberOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

type ColumnKey = Exclude<keyof Messages['Staff']['export']['columns'], 'documentsReceived'>;

/** The columns in the export's language, in the order they are written. */
export function exportColumns(locale: Locale): ExportColumn[] {
  const t = translatorFor(locale, 'Staff');
  const heading = (key: ColumnKey) => t(`export.columns.${key}`);
  const labels = catalogues[locale].ApplicationForm;
  const staff = catalogues[locale].Staff;
  const statuses = catalogues[locale].ApplicationStatus.statuses;
  const slots = catalogues[locale].Upload.slots;
  const programmes = programmeNames(locale);
  const list = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' });

  const text = (
    key: ColumnKey,
    width: number,
    value: (row: ExportRow) => string | null | undefined,
  ): ExportColumn => ({
    heading: heading(key),
    width,
    kind: 'text',
    value: (row) => value(row) ?? null,
  });
  const answer = (
    key: ColumnKey,
    width: number,
    value: (form: ApplicationForm) => string | null | undefined,
  ) => text(key, width, (row) => (row.form ? value(row.form) : null));
  const secondary = (form: ApplicationForm) =>
    form.qualification.kind === 'secondary' ? form.qualification : null;
  const degree = (form: ApplicationForm) =>
    form.qualification.kind === 'degree' ? form.qualification : null;
  const time = (key: ColumnKey, value: (row: ExportRow) => Date | null): ExportColumn => ({
    heading: heading(key),
    width: 18,
    kind: 'time',
    value,
  });

  /** Which documents are held: all three, which are missing, or removed by the retention period. */
  function documentsState(row: ExportRow): string {
    if (row.documentsDeletedAt) return t('export.documents.removed');
    const missing = slotOrder.filter((slot) => !row.slots.includes(slot));
    const state =
      missing.length === 0
        ? t('export.documents.complete')
        : t('export.documents.missing', { names: list.format(missing.map((slot) => slots[slot])) });
    return row.slots.includes('payment') ? t('export.documents.receiptSent', { state }) : state;
  }

  return [
    text('reference', 18, (row) => row.reference),
    text('status', 18, (row) => statuses[row.reviewStatus].label),
    text('applicant', 28, (row) => row.applicantName),
    text('email', 30, (row) => row.applicantEmail),
    answer('phone', 16, (form) => form.phone),
    text('language', 12, (row) => staff.inbox.languages[row.locale]),
    answer('track', 22, (form) => labels.tracks[form.track] ?? form.track),
    // An application whose form was answered elsewhere has no programme here.
    text('programme', 30, (row) =>
      row.form ? (programmes[row.form.programme] ?? row.form.programme) : staff.inbox.documentsOnly,
    ),
    answer('intake', 12, (form) => form.intake),
    answer('nameAr', 28, (form) => form.nameAr),
    answer('nameEn', 28, (form) => form.nameEn),
    {
      heading: heading('dateOfBirth'),
      width: 12,
      kind: 'day',
      value: (row) => row.form?.dateOfBirth ?? null,
    },
    answer('nationality', 14, (form) => form.nationality),
    answer('idNumber', 18, (form) => form.idNumber),
    answer('city', 20, (form) => form.city),
    answer('certificateType', 28, (form) => {
      const certificate = secondary(form);
      return certificate ? labels.certificateTypes[certificate.type] : null;
    }),
    answer('stream', 20, (form) => {
      const certificate = secondary(form);
      return certificate ? labels.streams[certificate.stream] : null;
    }),
    answer('degreeLevel', 14, (form) => {
      const held = degree(form);
      return held ? labels.degreeLevels[held.level] : null;
    }),
    answer('field', 20, (form) => degree(form)?.field),
    answer('university', 24, (form) => degree(form)?.university),
    {
      heading: heading('year'),
      width: 10,
      kind: 'number',
      value: (row) => numberOf(row.form?.qualification.year),
    },
    answer('scale', 18, (form) => {
      const scale = form.qualification.scale as GradeScale | undefined;
      // Forms sent before the scale was asked hold percentages.
      return labels.scales[scale && gradeScales.includes(scale) ? scale : 'percentage'];
    }),
    {
      heading: heading('grade'),
      width: 12,
      kind: 'number',
      value: (row) => numberOf(row.form?.qualification.percentage),
    },
    answer('guardianName', 28, (form) => form.guardianName),
    answer('guardianPhone', 16, (form) => form.guardianPhone),
    text('documents', 32, documentsState),
    {
      heading: t('export.columns.documentsReceived', { total: slotOrder.length }),
      width: 12,
      kind: 'number',
      value: (row) =>
        row.documentsDeletedAt ? null : slotOrder.filter((slot) => row.slots.includes(slot)).length,
    },
    text('fee', 24, (row) => staff.review.feeStatuses[row.feeStatus]),
    {
      heading: heading('feeAmount'),
      width: 14,
      kind: 'number',
      value: (row) => numberOf(row.feeAmount),
    },
    { heading: heading('feePaidOn'), width: 12, kind: 'day', value: (row) => row.feePaidOn },
    text('feeBankReference', 18, (row) => row.feeBankReference),
    text('officer', 20, (row) => row.officerName ?? staff.review.unassigned),
    text('lastMessage', 40, (row) => row.reviewMessage),
    time('startedAt', (row) => row.createdAt),
    time('receivedAt', (row) => row.completedAt),
    time('statusChangedAt', (row) => row.reviewUpdatedAt),
    time('applicantUpdatedAt', (row) => row.applicantUpdatedAt),
    time('decidedAt', (row) =>
      decidedStatuses.includes(row.reviewStatus) ? row.reviewUpdatedAt : null,
    ),
  ];
}
