/**
 * The college's figures as an editor sends them (src/lib/college-figures.ts): amounts typed with
 * Arabic-Indic digits or separators, an empty tuition (set each year), a window's dates. Every
 * error is a message key of `Staff.fieldErrors`.
 */
import './zod';
import { z } from 'zod';
import {
  admissionTracks,
  programmeIds,
  undergraduateProgrammes,
  type AdmissionTrack,
  type ProgrammeId,
} from './application-choices';
import {
  currencies,
  DOCUMENT_MAX,
  FACT_MAX,
  PROGRAMME_DOCUMENTS_MAX,
  TRACK_DOCUMENTS_MAX,
  housingKinds,
  programmeFactKinds,
  tuitionPeriods,
  windowKinds,
  type Bilingual,
  type CollegeFigures,
  type HousingKind,
  type UndergraduateProgramme,
} from './college-figures';
import { isCalendarDate } from './college-time';
import { normalizeDigits } from './normalize';
import { singleLine } from './single-line';
import { requiredText } from './text-field';

/** Far above any amount of the college. */
export const MAX_AMOUNT = 100_000_000;
/**
 * The whole set, with every programme's facts and every list of documents at their longest in
 * Arabic (two bytes a letter).
 */
export const FIGURES_MAX_BYTES = 160 * 1024;

/** A number as an editor types it: Arabic-Indic digits, thousands separators, ٫ for the point. */
function typedNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = normalizeDigits(value).trim().replace('٫', '.');
  if (text === '') return null;
  // A separator only between groups of three digits (1,500 or 1 500 or ١٬٥٠٠): "1500,50" is
  // not 150050 but a mistake, refused.
  const grouped = /^\d{1,3}([,٬\s\u00a0]\d{3})+(\.\d+)?$/.test(text);
  const plain = /^\d+(\.\d+)?$/.test(text);
  return grouped || plain ? Number(text.replace(/[,٬\s\u00a0]/g, '')) : Number.NaN;
}

/** At most two decimals (100.29 is 10028.999… hundredths in binary: compared within a margin). */
function inHundredths(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

const amount = z.preprocess(
  typedNumber,
  z
    .number({ error: 'figureAmountInvalid' })
    .positive({ error: 'figureAmountInvalid' })
    .max(MAX_AMOUNT, { error: 'figureAmountInvalid' })
    .refine(inHundredths, { error: 'figureAmountInvalid' }),
);
const optionalAmount = z.preprocess(
  typedNumber,
  z
    .number({ error: 'figureAmountInvalid' })
    .positive({ error: 'figureAmountInvalid' })
    .max(MAX_AMOUNT, { error: 'figureAmountInvalid' })
    .refine(inHundredths, { error: 'figureAmountInvalid' })
    .nullable(),
);
const percentage = z.preprocess(
  typedNumber,
  z
    .number({ error: 'figurePercentageInvalid' })
    .min(1, { error: 'figurePercentageInvalid' })
    .max(100, { error: 'figurePercentageInvalid' })
    .refine(inHundredths, { error: 'figurePercentageInvalid' }),
);
const optionalPercentage = z.preprocess(
  typedNumber,
  z
    .number({ error: 'figurePercentageInvalid' })
    .min(1, { error: 'figurePercentageInvalid' })
    .max(100, { error: 'figurePercentageInvalid' })
    .refine(inHundredths, { error: 'figurePercentageInvalid' })
    .nullable(),
);
const day = z
  .string()
  .trim()
  // A day of this century's admissions: never year 0000 or 9999.
  .refine(
    (value) =>
      value === '' || (isCalendarDate(value) && value >= '2000-01-01' && value <= '2100-12-31'),
    { error: 'figureDateInvalid' },
  );
const currency = z.enum(currencies, { error: 'figureChoiceInvalid' });

const tuition = z
  .object({ amount: optionalAmount, currency, period: z.enum(tuitionPeriods) })
  .strict();
const housing = z
  .object({ from: amount, to: optionalAmount, currency })
  .strict()
  .superRefine((value, context) => {
    if (value.to !== null && value.to < value.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'figureRangeInvalid' });
    }
  });
const minimum = z.object({ percentage: optionalPercentage, science: z.boolean() }).strict();
const applicationWindow = z
  .object({ kind: z.enum(windowKinds, { error: 'figureChoiceInvalid' }), opens: day, closes: day })
  .strict()
  .superRefine((value, context) => {
    if (value.kind !== 'dates') return;
    if (value.opens === '')
      context.addIssue({ code: 'custom', path: ['opens'], message: 'figureDateInvalid' });
    if (value.closes === '')
      context.addIssue({ code: 'custom', path: ['closes'], message: 'figureDateInvalid' });
    if (isCalendarDate(value.opens) && isCalendarDate(value.closes) && value.closes < value.opens) {
      context.addIssue({ code: 'custom', path: ['closes'], message: 'figureRangeInvalid' });
    }
  });

/**
 * A fact in one language, on one line, required in both: a page cannot state a fact in one
 * language only. Never a name between double braces: the fact is itself put in the pages'
 * words in place of one.
 */
const factText = requiredText(
  singleLine,
  FACT_MAX,
  'figureTextRequired',
  'figureTextTooLong',
).refine((value) => !/[{}]{2}/.test(value), { error: 'figureTextBraces' });
const fact = z.object({ ar: factText, en: factText }).strict();
const programmeFacts = z
  .object(
    Object.fromEntries(programmeFactKinds.map((kind) => [kind, fact])) as Record<
      (typeof programmeFactKinds)[number],
      typeof fact
    >,
  )
  .strict();

/**
 * A list of documents, one a line, in both languages: as the form sends it (each language's
 * lines, `{ ar: '…\n…', en: '…\n…' }`) or as a saved set holds it (a list of pairs). As many
 * lines in each language, each at most DOCUMENT_MAX long and naming no figure; a track's list
 * has at least one.
 */
function documentList(max: number, required: boolean) {
  const lines = (value: unknown) =>
    typeof value === 'string'
      ? value
          .split(/\r\n?|\n|[\u2028\u2029]/)
          .map(singleLine)
          .filter(Boolean)
      : [];
  const words = (value: unknown) => (typeof value === 'string' ? value : '');
  const bound = 4 * max * (DOCUMENT_MAX + 2);
  return z
    .preprocess(
      (value) =>
        Array.isArray(value)
          ? {
              ar: value.map((item: Partial<Bilingual>) => words(item?.ar)).join('\n'),
              en: value.map((item: Partial<Bilingual>) => words(item?.en)).join('\n'),
            }
          : value,
      z
        .object({
          // Far more than the longest list: what is beyond it is no list of documents.
          ar: z.string().max(bound, { error: 'figureDocumentsTooMany' }),
          en: z.string().max(bound, { error: 'figureDocumentsTooMany' }),
        })
        .strict(),
    )
    .superRefine((value, context) => {
      const both = { ar: lines(value.ar), en: lines(value.en) };
      for (const language of ['ar', 'en'] as const) {
        const issue = (message: string) =>
          context.addIssue({ code: 'custom', path: [language], message });
        const list = both[language];
        if (required && list.length === 0) issue('figureDocumentsRequired');
        else if (list.length > max) issue('figureDocumentsTooMany');
        else if (list.some((line) => line.length > DOCUMENT_MAX)) issue('figureDocumentTooLong');
        else if (list.some((line) => /[{}]{2}/.test(line))) issue('figureTextBraces');
      }
      if (both.ar.length !== both.en.length && both.ar.length <= max && both.en.length <= max) {
        context.addIssue({ code: 'custom', path: ['en'], message: 'figureDocumentsCount' });
      }
    })
    .transform((value) => {
      const ar = lines(value.ar);
      const en = lines(value.en);
      return ar.map((line, index): Bilingual => ({ ar: line, en: en[index] ?? '' }));
    });
}
const trackDocuments = documentList(TRACK_DOCUMENTS_MAX, true);
const programmeDocuments = documentList(PROGRAMME_DOCUMENTS_MAX, false);

const perUndergraduate = <T extends z.ZodType>(item: T) =>
  z
    .object(
      Object.fromEntries(undergraduateProgrammes.map((id) => [id, item])) as Record<
        UndergraduateProgramme,
        T
      >,
    )
    .strict();

export const collegeFiguresSchema = z
  .object({
    /** In Sudanese pounds, as the office records it when paid (src/lib/application-fee.ts). */
    applicationFee: amount,
    tuition: perUndergraduate(tuition),
    housing: z
      .object(
        Object.fromEntries(housingKinds.map((kind) => [kind, housing])) as Record<
          HousingKind,
          typeof housing
        >,
      )
      .strict(),
    minimums: z
      .object({
        undergraduate: percentage,
        international: percentage,
        /** A programme's own minimum when above the track's (null: the track's), and its stream. */
        programmes: perUndergraduate(minimum),
      })
      .strict()
      .superRefine((minimums, context) => {
        // Compared only with a general minimum that is one (its own issue names the rest).
        if (!(minimums.undergraduate >= 1 && minimums.undergraduate <= 100)) return;
        for (const [id, own] of Object.entries(minimums.programmes)) {
          if (own.percentage !== null && own.percentage < minimums.undergraduate) {
            context.addIssue({
              code: 'custom',
              path: ['programmes', id, 'percentage'],
              message: 'figureMinimumBelow',
            });
          }
        }
      }),
    windows: z
      .object(
        Object.fromEntries(programmeIds.map((id) => [id, applicationWindow])) as Record<
          ProgrammeId,
          typeof applicationWindow
        >,
      )
      .strict(),
    programmes: perUndergraduate(programmeFacts),
    documents: z
      .object({
        tracks: z
          .object(
            Object.fromEntries(admissionTracks.map((track) => [track, trackDocuments])) as Record<
              AdmissionTrack,
              typeof trackDocuments
            >,
          )
          .strict(),
        programmes: perUndergraduate(programmeDocuments),
      })
      .strict(),
  })
  .strict();
export type CollegeFiguresInput = z.input<typeof collegeFiguresSchema>;

// The schema's output is the figures' own type.
const _same: z.ZodType<CollegeFigures, CollegeFiguresInput> = collegeFiguresSchema;
void _same;
