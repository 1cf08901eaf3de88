/**
 * The online application form's choices and rules that need no schema library (#20): the
 * programmes each admission track offers (their minimums are the college's figures,
 * ./college-figures.ts), the phone rule, the steps and their fields, the error keys. The form's page
 * imports these directly; the zod schema (./application-form.ts, which re-exports this module)
 * is loaded only when the form first checks an answer, keeping zod out of the page's first load.
 */
import { normalizeDigits } from './normalize';

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

/** The steps of the form, in order, with the fields each checks before the next. */
export const formSteps = ['programme', 'applicant', 'qualification', 'guardian', 'review'] as const;
export type FormStep = (typeof formSteps)[number];

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

/**
 * The scales a grade is given on (issue #44): a percentage, or a GPA out of 4 or of 5. Forms
 * saved before the scale was asked are percentages.
 */
export const gradeScales = ['percentage', 'gpa4', 'gpa5'] as const;
export type GradeScale = (typeof gradeScales)[number];

/** The highest grade of each scale. */
export const gradeScaleMax: Record<GradeScale, number> = { percentage: 100, gpa4: 4, gpa5: 5 };

/** A grade as the office reads it in a list: "82.5%", "3.2 / 4". */
export function gradeText(grade: string, scale: string | null): string {
  return scale === 'gpa4' || scale === 'gpa5' ? `${grade} / ${gradeScaleMax[scale]}` : `${grade}%`;
}

/**
 * The grade's question on its scale, in the ApplicationForm catalogue's words: "Average (%)"
 * (a degree's "Grade (%)"), "GPA (out of 4)"…; the answer is the number as typed.
 */
export function gradeQuestion(
  labels: { percentage: string; degreePercentage: string; gpa4: string; gpa5: string },
  track: AdmissionTrack,
  scale: GradeScale = 'percentage',
): string {
  if (scale === 'gpa4' || scale === 'gpa5') return labels[scale];
  return track === 'graduate' ? labels.degreePercentage : labels.percentage;
}

/** The message keys the schema reports (ApplicationForm.errors.*). */
export const applicationFormErrors = [
  'required',
  'tooLong',
  'phoneInvalid',
  'emailInvalid',
  'percentageInvalid',
  'gpa4Invalid',
  'gpa5Invalid',
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
