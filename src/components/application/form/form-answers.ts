import type { FieldErrors, FieldPath, UseFormReturn } from 'react-hook-form';
import type { Messages } from 'next-intl';
import type {
  ApplicationForm as ApplicationAnswers,
  ApplicationFormInput,
} from '@/lib/application-form';
import {
  gradeQuestion,
  programmesOf,
  stepFields,
  type AdmissionTrack,
  type FormStep,
  type GradeScale,
  type ProgrammeId,
} from '@/lib/application-choices';

/**
 * What the application form's parts share: the answers of a new form, where a field's error and
 * its control are found, and the question each field asks.
 */
export type Labels = Messages['ApplicationForm'];
export type Field = FieldPath<ApplicationFormInput>;
/** The form's react-hook-form handle: the answers as typed, and as the schema returns them. */
export type AnswersForm = UseFormReturn<ApplicationFormInput, unknown, ApplicationAnswers>;

export function emptyAnswers(intakes: string[]): ApplicationFormInput {
  return {
    track: 'undergraduate',
    programme: '' as ProgrammeId,
    intake: intakes[0] ?? '',
    nameAr: '',
    nameEn: '',
    dateOfBirth: '',
    nationality: '',
    idNumber: '',
    phone: '',
    email: '',
    city: '',
    qualification: {
      kind: 'secondary',
      type: '' as 'sudanese',
      stream: '' as 'science',
      year: '',
      scale: 'percentage',
      percentage: '',
      // The degree's fields, kept beside the certificate's while the applicant changes track.
      ...({ level: '', field: '', university: '' } as object),
    },
    guardianName: '',
    guardianPhone: '',
    declaration: false as unknown as true,
  };
}

/**
 * The admission track chosen: a programme the track does not offer is cleared, and the
 * qualification asked for follows (a degree for graduate studies, else a certificate).
 */
export function chooseTrack(form: AnswersForm, next: AdmissionTrack): void {
  form.setValue('track', next);
  const programme = form.getValues('programme');
  if (programme && !programmesOf[next].includes(programme)) {
    form.setValue('programme', '' as ProgrammeId);
  }
  form.setValue('qualification.kind', next === 'graduate' ? 'degree' : 'secondary');
}

/**
 * What the visitor answered before the page hydrated (the track, the programme, the year: the
 * first step is there before its script), put into the form's state over a restored draft. The
 * track comes first, so a programme chosen after it stays.
 */
export function keepTyped(form: AnswersForm, typed: ReadonlyMap<Field, string>): void {
  const track = typed.get('track');
  if (track) chooseTrack(form, track as AdmissionTrack);
  for (const [field, value] of typed) {
    if (field !== 'track') form.setValue(field, value as never, { shouldDirty: true });
  }
}

/** The error of a (possibly nested) field. */
export function errorAt(
  errors: FieldErrors<ApplicationFormInput>,
  field: string,
): string | undefined {
  let node: unknown = errors;
  for (const part of field.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The id of a field's control, which the error summary links to. */
export const idOf = (field: string) => `application-${field.replace(/\./g, '-')}`;

/** The question a field asks, for the error summary ("Phone number: Enter a phone…"). */
export function questionOf(
  labels: Labels,
  track: AdmissionTrack,
  field: string,
  scale: GradeScale = 'percentage',
): string {
  const names: Record<string, string> = {
    track: labels.track,
    programme: labels.programme,
    intake: labels.intake,
    nameAr: labels.nameAr,
    nameEn: labels.nameEn,
    dateOfBirth: labels.dateOfBirth,
    nationality: labels.nationality,
    idNumber: labels.idNumber,
    phone: labels.phone,
    email: labels.email,
    city: labels.city,
    'qualification.type': labels.certificateType,
    'qualification.stream': labels.stream,
    'qualification.year': track === 'graduate' ? labels.degreeYear : labels.certificateYear,
    'qualification.scale': labels.scale,
    'qualification.percentage': gradeQuestion(labels, track, scale),
    'qualification.level': labels.degreeLevel,
    'qualification.field': labels.field,
    'qualification.university': labels.university,
    guardianName: labels.guardianName,
    guardianPhone: labels.guardianPhone,
    declaration: labels.steps.guardian,
  };
  return names[field] ?? '';
}

/** The fields a step shows, in their order (the qualification step's follow the track). */
export function fieldsShownIn(step: FormStep, track: AdmissionTrack): string[] {
  if (step !== 'qualification') return [...stepFields[step]];
  return (
    track === 'graduate'
      ? ['level', 'field', 'university', 'year', 'scale', 'percentage']
      : ['type', 'stream', 'year', 'scale', 'percentage']
  ).map((f) => `qualification.${f}`);
}
