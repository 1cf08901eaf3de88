/**
 * The college's own online application form (#20), used when no external form is configured:
 * one zod schema for the browser (react-hook-form) and the server, the programmes each
 * admission track offers and the minimums the college set (./college-figures.ts). Every error is a message key of the `ApplicationForm.errors` catalogue.
 */
import './zod';
import { z } from 'zod';
import { emailField } from './email-field';
import { normalizeDigits } from './normalize';
import { singleLine } from './single-line';
import { requiredText } from './text-field';
import {
  admissionTracks,
  certificateStreams,
  certificateTypes,
  degreeLevels,
  gradeScaleMax,
  gradeScales,
  type GradeScale,
  normalizePhone,
  programmeIds,
  programmesOf,
} from './application-choices';
import { minimumFor } from './figure-numbers';

export * from './application-choices';

/** A number typed with Arabic-Indic digits or an Arabic decimal separator (٨٥٫٥), as a number. */
function toNumber(value: unknown): unknown {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return value;
  const text = normalizeDigits(value)
    .replace(/[\u066b,]/g, '.')
    .replace(/[%\u066a\s]/g, '');
  return text === '' ? undefined : Number(text);
}

const ARABIC_LETTERS = /[\u0621-\u064a]/;
const ARABIC_NAME = /^[\u0621-\u065f\u0670-\u06d3\s'.-]+$/;
const LATIN_NAME = /^[A-Za-z\u00c0-\u024f\s'.-]+$/;

/** A single-line text: required, at most `max` characters. */
const line = (max: number, required = 'required') =>
  requiredText(singleLine, max, required, 'tooLong');

const phone = z.string({ error: 'required' }).transform((value, context) => {
  if (value.trim() === '') {
    context.addIssue({ code: 'custom', message: 'required' });
    return z.NEVER;
  }
  const normalized = normalizePhone(value);
  if (!normalized) {
    context.addIssue({ code: 'custom', message: 'phoneInvalid' });
    return z.NEVER;
  }
  return normalized;
});

/** Today's year, for the certificate year and the date of birth. */
const thisYear = () => new Date().getUTCFullYear();

const percentage = z.preprocess(
  toNumber,
  z
    .number({ error: 'percentageInvalid' })
    .min(0, { error: 'percentageInvalid' })
    .max(100, { error: 'percentageInvalid' }),
);

const year = z.preprocess(
  toNumber,
  z
    .number({ error: 'yearInvalid' })
    .int({ error: 'yearInvalid' })
    .min(1980, { error: 'yearInvalid' })
    .refine((value) => value <= thisYear(), { error: 'yearInvalid' }),
);

/** The scale of the grade (`percentage`, the grade's own field, keeps its stored name). */
const scale = z.enum(gradeScales, { error: 'required' }).default('percentage');

/** A secondary certificate (undergraduate and international applicants). */
export const secondaryCertificateSchema = z.object({
  kind: z.literal('secondary'),
  type: z.enum(certificateTypes, { error: 'required' }),
  stream: z.enum(certificateStreams, { error: 'required' }),
  year,
  scale,
  percentage,
});

/** The degree a graduate applicant holds. */
export const degreeSchema = z.object({
  kind: z.literal('degree'),
  level: z.enum(degreeLevels, { error: 'required' }),
  field: line(120),
  university: line(160),
  year,
  scale,
  percentage,
});

export const applicationFormSchema = z
  .object({
    track: z.enum(admissionTracks, { error: 'required' }),
    programme: z.enum(programmeIds, { error: 'required' }),
    /** The academic year of the intake, e.g. "2027-2028". */
    intake: z.string({ error: 'required' }).regex(/^\d{4}-\d{4}$/, { error: 'required' }),
    nameAr: z
      .string()
      .transform(singleLine)
      .pipe(z.string().max(200, { error: 'tooLong' })),
    nameEn: line(200),
    dateOfBirth: z
      .string({ error: 'required' })
      .transform((value) => normalizeDigits(value).trim())
      .pipe(
        z
          .string()
          .min(1, { error: 'required' })
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid'),
      ),
    nationality: line(60),
    idNumber: z
      .string({ error: 'required' })
      .transform((value) => normalizeDigits(value).replace(/[\s-]/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .min(1, { error: 'required' })
          .regex(/^[A-Z0-9]{5,20}$/, { error: 'idNumberInvalid' }),
      ),
    phone,
    email: emailField('required', 'emailInvalid'),
    city: line(80),
    qualification: z.discriminatedUnion('kind', [secondaryCertificateSchema, degreeSchema], {
      error: 'required',
    }),
    guardianName: line(200),
    guardianPhone: phone,
    declaration: z.literal(true, { error: 'declarationRequired' }),
  })
  .superRefine(
    (value, context) => {
      // Also run while other answers are still missing or wrong (the form checks one step at a
      // time), so every value is looked at defensively.
      if (!value || typeof value !== 'object') return;
      const form = value as Partial<Record<keyof typeof value, unknown>>;
      const issue = (path: (string | number)[], message: string) =>
        context.addIssue({ code: 'custom', path, message });
      const track = admissionTracks.find((each) => each === form.track);
      const programme = programmeIds.find((each) => each === form.programme);
      if (track && programme && !programmesOf[track].includes(programme)) {
        issue(['programme'], 'required');
      }

      // The Arabic name is required of applicants from Sudan and the Arab world (their
      // certificates carry it); international applicants may have none.
      if (typeof form.nameAr === 'string') {
        if (form.nameAr === '') {
          if (track && track !== 'international') issue(['nameAr'], 'required');
        } else if (!ARABIC_NAME.test(form.nameAr) || !ARABIC_LETTERS.test(form.nameAr)) {
          issue(['nameAr'], 'nameArabicInvalid');
        } else if (form.nameAr.split(' ').length < 2) issue(['nameAr'], 'nameTooShort');
      }
      if (typeof form.nameEn === 'string' && form.nameEn !== '') {
        if (!LATIN_NAME.test(form.nameEn)) issue(['nameEn'], 'nameEnglishInvalid');
        else if (form.nameEn.split(' ').length < 2) issue(['nameEn'], 'nameTooShort');
      }

      if (typeof form.dateOfBirth === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(form.dateOfBirth)) {
        const born = new Date(`${form.dateOfBirth}T00:00:00Z`);
        if (Number.isNaN(born.getTime()) || born.toISOString().slice(0, 10) !== form.dateOfBirth) {
          issue(['dateOfBirth'], 'dateInvalid');
        } else {
          const age = thisYear() - born.getUTCFullYear();
          if (age < 15 || age > 80) issue(['dateOfBirth'], 'dateOfBirthRange');
        }
      }

      const qualification = form.qualification as
        { kind?: unknown; stream?: unknown; scale?: unknown; percentage?: unknown } | undefined;
      if (!track || !qualification || typeof qualification !== 'object') return;
      const expected = track === 'graduate' ? 'degree' : 'secondary';
      if (qualification.kind !== expected) {
        issue(['qualification', 'kind'], 'required');
        return;
      }
      // A GPA is checked on its own scale: 3.2 is a GPA out of 4, never 3.2%.
      const gpa = qualification.scale === 'gpa4' || qualification.scale === 'gpa5';
      if (
        gpa &&
        typeof qualification.percentage === 'number' &&
        qualification.percentage > gradeScaleMax[qualification.scale as GradeScale]
      ) {
        issue(['qualification', 'percentage'], `${qualification.scale as 'gpa4' | 'gpa5'}Invalid`);
      }
      const minimum = programme ? minimumFor(track, programme) : null;
      if (minimum && qualification.kind === 'secondary') {
        if (minimum.science && qualification.stream !== 'science') {
          issue(['qualification', 'stream'], 'scienceRequired');
        }
        // The minimums are percentages; a GPA's equivalent is for the office to judge.
        if (
          !gpa &&
          typeof qualification.percentage === 'number' &&
          qualification.percentage < minimum.percentage
        ) {
          issue(['qualification', 'percentage'], 'belowMinimum');
        }
      }
    },
    { when: () => true },
  );

export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationForm = z.output<typeof applicationFormSchema>;

/** The name the documents form and the e-mails use: the English one in English, else Arabic. */
export function applicantNameOf(form: ApplicationForm, locale: 'ar' | 'en'): string {
  return locale === 'ar' && form.nameAr !== '' ? form.nameAr : form.nameEn;
}
