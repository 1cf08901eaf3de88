/**
 * The college's own online application form (#20), used when no external form is configured:
 * one zod schema for the browser (react-hook-form) and the server, the programmes each
 * admission track offers and their published minimums (spec 000 section 9, spec 001 sections
 * 5 and 9). Every error is a message key of the `ApplicationForm.errors` catalogue.
 */
import './zod';
import { z } from 'zod';
import { emailField } from './email-field';
import { normalizeDigits } from './normalize';
import { singleLine } from './single-line';

/** The admission page's tabs: which programmes an applicant may choose. */
export const admissionTracks = ['undergraduate', 'graduate', 'international'] as const;
export type AdmissionTrack = (typeof admissionTracks)[number];

/** The eight undergraduate programmes (their pages are `study/<id>`). */
export const undergraduateProgrammes = [
  'medicine',
  'nursing-bachelor',
  'nursing-diploma',
  'medical-labs',
  'it',
  'law',
  'business',
  'media',
] as const;
/** The three graduate programmes the admission page's graduate tab names. */
export const graduateProgrammes = ['executive-mba', 'media-master', 'business-phd'] as const;
export const programmeIds = [...undergraduateProgrammes, ...graduateProgrammes] as const;
export type ProgrammeId = (typeof programmeIds)[number];

export const programmesOf: Record<AdmissionTrack, readonly ProgrammeId[]> = {
  undergraduate: undergraduateProgrammes,
  graduate: graduateProgrammes,
  international: undergraduateProgrammes,
};

export const certificateTypes = ['sudanese', 'arab', 'foreign'] as const;
export const certificateStreams = ['science', 'arts', 'other'] as const;
export const degreeLevels = ['bachelor', 'master'] as const;

/** Undergraduate minimum average (spec 000 section 9). */
export const UNDERGRADUATE_MINIMUM = 70;
/** International applicants' minimum average (spec 001 section 5). */
export const INTERNATIONAL_MINIMUM = 75;
/** Medicine: natural sciences, at least 90 percent (spec 001 section 9). */
export const MEDICINE_MINIMUM = 90;

/**
 * The secondary-certificate average a programme asks of a track, and whether it asks for the
 * science stream; null for graduate programmes (they ask for a degree, judged by the committee).
 */
export function minimumFor(
  track: AdmissionTrack,
  programme: ProgrammeId,
): { percentage: number; science: boolean } | null {
  if (track === 'graduate') return null;
  if (programme === 'medicine') return { percentage: MEDICINE_MINIMUM, science: true };
  return {
    percentage: track === 'international' ? INTERNATIONAL_MINIMUM : UNDERGRADUATE_MINIMUM,
    science: false,
  };
}

/**
 * A phone number as the office dials it: Sudanese numbers in any usual form (0912 345 678,
 * 912345678, +249 912 345 678, 00249…, Arabic-Indic digits) become +249XXXXXXXXX; a foreign
 * number must start with + or 00 and its country code. Null when it is not a number.
 */
export function normalizePhone(raw: string): string | null {
  const compact = normalizeDigits(raw).replace(/[\s\-().\u00a0]/g, '');
  let local: string;
  if (/^(\+|00)249/.test(compact)) local = compact.replace(/^(\+|00)249/, '').replace(/^0/, '');
  else if (/^(\+|00)/.test(compact)) {
    const international = compact.replace(/^(\+|00)/, '');
    return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
  } else local = compact.replace(/^0/, '');
  return /^[19]\d{8}$/.test(local) ? `+249${local}` : null;
}

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
  z
    .string({ error: required })
    .transform(singleLine)
    .pipe(z.string().min(1, { error: required }).max(max, { error: 'tooLong' }));

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

/** A secondary certificate (undergraduate and international applicants). */
export const secondaryCertificateSchema = z.object({
  kind: z.literal('secondary'),
  type: z.enum(certificateTypes, { error: 'required' }),
  stream: z.enum(certificateStreams, { error: 'required' }),
  year,
  percentage,
});

/** The degree a graduate applicant holds. */
export const degreeSchema = z.object({
  kind: z.literal('degree'),
  level: z.enum(degreeLevels, { error: 'required' }),
  field: line(120),
  university: line(160),
  year,
  percentage,
});

/** The steps of the form, in order, with the fields each checks before the next. */
export const formSteps = ['programme', 'applicant', 'qualification', 'guardian', 'review'] as const;
export type FormStep = (typeof formSteps)[number];

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
        { kind?: unknown; stream?: unknown; percentage?: unknown } | undefined;
      if (!track || !qualification || typeof qualification !== 'object') return;
      const expected = track === 'graduate' ? 'degree' : 'secondary';
      if (qualification.kind !== expected) {
        issue(['qualification', 'kind'], 'required');
        return;
      }
      const minimum = programme ? minimumFor(track, programme) : null;
      if (minimum && qualification.kind === 'secondary') {
        if (minimum.science && qualification.stream !== 'science') {
          issue(['qualification', 'stream'], 'scienceRequired');
        }
        if (
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

/** The fields each step checks before the next one opens (react-hook-form's `trigger`). */
export const stepFields = {
  programme: ['track', 'programme', 'intake'],
  applicant: [
    'nameAr',
    'nameEn',
    'dateOfBirth',
    'nationality',
    'idNumber',
    'phone',
    'email',
    'city',
  ],
  qualification: ['qualification'],
  guardian: ['guardianName', 'guardianPhone', 'declaration'],
  review: [],
} as const satisfies Record<FormStep, readonly string[]>;

/** The message keys the schema reports (ApplicationForm.errors.*). */
export const applicationFormErrors = [
  'required',
  'tooLong',
  'phoneInvalid',
  'emailInvalid',
  'percentageInvalid',
  'yearInvalid',
  'dateInvalid',
  'dateOfBirthRange',
  'idNumberInvalid',
  'nameArabicInvalid',
  'nameEnglishInvalid',
  'nameTooShort',
  'scienceRequired',
  'belowMinimum',
  'declarationRequired',
] as const;
export type ApplicationFormError = (typeof applicationFormErrors)[number];

/** The name the documents form and the e-mails use: the English one in English, else Arabic. */
export function applicantNameOf(form: ApplicationForm, locale: 'ar' | 'en'): string {
  return locale === 'ar' && form.nameAr !== '' ? form.nameAr : form.nameEn;
}
