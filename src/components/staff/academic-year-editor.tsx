'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowUp as arrowUpNode, Plus as plusNode, Trash2 as trash2Node } from 'lucide';
import { icon } from '@/components/ui/icon';
import type { Messages } from 'next-intl';
import { useState } from 'react';
import { useForm, type FieldErrors, type FieldPath, type UseFormReturn } from 'react-hook-form';
import {
  academicYearDraftSchema,
  MAX_DATE_EVENT,
  MAX_DATE_NOTES,
  MAX_DATES_PER_SEMESTER,
  MAX_SEMESTER_NAME,
  MAX_SEMESTERS,
  semesterTypes,
  type AcademicYearDraft,
  type AcademicYearDraftInput,
} from '@/lib/academic-calendar';
import { fill } from '@/lib/template';
import { fieldAria, FormField } from '../ui/form-field';
import { secondaryButton, textInput } from '../ui/styles';
import { SubmitButton } from '../ui/submit-button';
import { formErrors } from './form-errors';
import { useStaffPost } from './use-staff-post';
import { ErrorSummary } from '../ui/error-summary';
import { registerField } from './register-field';

const ArrowUp = icon('arrow-up', arrowUpNode);
const Plus = icon('plus', plusNode);
const Trash2 = icon('trash-2', trash2Node);

type Labels = Messages['StaffCalendar']['editor'];
type TypeLabels = Pick<Messages['Calendar'], 'typeRegular' | 'typeSecond' | 'typeSummer'>;
type Field = FieldPath<AcademicYearDraftInput>;
type Form = UseFormReturn<AcademicYearDraftInput, unknown, AcademicYearDraft>;

const typeLabel = {
  regular: 'typeRegular',
  second: 'typeSecond',
  summer: 'typeSummer',
} as const satisfies Record<(typeof semesterTypes)[number], keyof TypeLabels>;

const blankDate = () => ({
  start: '',
  end: '',
  eventAr: '',
  eventEn: '',
  notesAr: '',
  notesEn: '',
});

type SemesterInput = AcademicYearDraftInput['semesters'][number];
/** The lists' keys, so React keeps each semester's and date's fields with their values. */
type Shape = { key: number; dates: number[] }[];
/** A new key for a semester or a date (never rendered, so the server's and browser's may differ). */
let lastKey = 0;
const key = () => ++lastKey;

/** A field's element id: `semesters.0.nameAr` → `year-semesters-0-nameAr`. */
const idOf = (path: string) => `year-${path.replaceAll('.', '-')}`;

/** The paths of the errors of a form, in the order of the form (for the summary's link). */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if (key === 'root' || key === 'ref') return [];
    const own = 'message' in value && typeof value.message === 'string' ? [path] : [];
    return [...own, ...errorPaths(value as FieldErrors, path)];
  });
}

/**
 * One academic year on the calendar desk: its semesters in order (type, name in each language)
 * and each semester's dates (first day, last day for a period, what happens and notes in each
 * language). Checked in the browser with the server's schema and again by the server, whose
 * messages are shown under the same fields; what was typed stays until it is saved.
 */
export function AcademicYearEditor({
  locale,
  year,
  initial,
  live,
  version,
  labels,
  typeLabels,
  fieldErrors,
}: {
  locale: 'ar' | 'en';
  year: string;
  initial: AcademicYearDraftInput;
  /** Whether visitors see the year now (a save then changes the public pages). */
  live: boolean;
  /** The year's `updatedAt` when this copy was read. */
  version: string;
  labels: Labels;
  typeLabels: TypeLabels;
  /** Staff.fieldErrors: the schema's error codes in this language. */
  fieldErrors: Record<string, string>;
}) {
  const { pending, post } = useStaffPost(locale, labels);
  const form: Form = useForm<AcademicYearDraftInput, unknown, AcademicYearDraft>({
    resolver: zodResolver(academicYearDraftSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The semesters and their dates are added, moved and removed here rather than with
  // react-hook-form's useFieldArray: that one export would ship to every form of the public
  // site too (the application form's chunk), for this staff page alone.
  const [shape, setShape] = useState<Shape>(() =>
    initial.semesters.map((semester) => ({ key: key(), dates: semester.dates.map(key) })),
  );
  /** Changes the lists: the values as typed, changed, become the form's values again. */
  function restructure(change: (semesters: SemesterInput[], next: Shape) => void) {
    const values = structuredClone(form.getValues());
    const next = structuredClone(shape);
    change(values.semesters, next);
    form.reset(values, { keepDefaultValues: true, keepIsSubmitted: true });
    setShape(next);
  }
  const lists = {
    addSemester: () =>
      restructure((semesters, next) => {
        semesters.push({ type: 'regular', nameAr: '', nameEn: '', dates: [blankDate()] });
        next.push({ key: key(), dates: [key()] });
      }),
    removeSemester: (s: number) =>
      restructure((semesters, next) => {
        semesters.splice(s, 1);
        next.splice(s, 1);
      }),
    moveUp: (s: number) =>
      restructure((semesters, next) => {
        semesters.splice(s - 1, 0, ...semesters.splice(s, 1));
        next.splice(s - 1, 0, ...next.splice(s, 1));
      }),
    addDate: (s: number) =>
      restructure((semesters, next) => {
        semesters[s]!.dates.push(blankDate());
        next[s]!.dates.push(key());
      }),
    removeDate: (s: number, d: number) =>
      restructure((semesters, next) => {
        semesters[s]!.dates.splice(d, 1);
        next[s]!.dates.splice(d, 1);
      }),
  };
  // Paths into the lists (`semesters.0.dates.1.date`) are built here as strings.
  const { message: messageOf } = formErrors(form, fieldErrors);
  const message = (path: string) => messageOf(path as Field);
  const firstError = errorPaths(form.formState.errors)[0];

  async function submit(values: AcademicYearDraft) {
    const fields = await post(
      `/api/staff/calendar/${year}`,
      { ...values, version },
      live ? labels.savedLive : labels.saved,
    );
    for (const [field, text] of Object.entries(fields ?? {})) {
      form.setError(field as Field, { type: 'server', message: text });
    }
  }

  const listError = message('semesters');
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="space-y-8"
      data-calendar-editor=""
    >
      {firstError ? (
        <ErrorSummary target={`${idOf(firstError)}`}>{labels.errorSummary}</ErrorSummary>
      ) : null}
      {shape.length === 0 ? <p>{labels.noSemesters}</p> : null}
      {listError ? (
        <p id={idOf('semesters')} className="font-bold text-red-700 dark:text-red-300">
          {listError}
        </p>
      ) : null}
      {shape.map((semester, s) => (
        <SemesterFields
          key={semester.key}
          dateKeys={semester.dates}
          form={form}
          index={s}
          labels={labels}
          typeLabels={typeLabels}
          message={message}
          onRemove={() => lists.removeSemester(s)}
          onMoveUp={s > 0 ? () => lists.moveUp(s) : undefined}
          onAddDate={() => lists.addDate(s)}
          onRemoveDate={(d) => lists.removeDate(s, d)}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        {shape.length < MAX_SEMESTERS ? (
          <button type="button" className={secondaryButton} onClick={lists.addSemester}>
            <Plus aria-hidden="true" className="size-4" />
            {labels.addSemester}
          </button>
        ) : null}
        <SubmitButton pending={pending || form.formState.isSubmitting} pendingLabel={labels.saving}>
          {labels.save}
        </SubmitButton>
      </div>
    </form>
  );
}

function SemesterFields({
  form,
  index,
  labels,
  typeLabels,
  message,
  dateKeys,
  onRemove,
  onMoveUp,
  onAddDate,
  onRemoveDate,
}: {
  form: Form;
  index: number;
  labels: Labels;
  typeLabels: TypeLabels;
  message: (path: string) => string | undefined;
  /** The keys of the semester's dates, in order. */
  dateKeys: number[];
  onRemove: () => void;
  onMoveUp?: () => void;
  onAddDate: () => void;
  onRemoveDate: (index: number) => void;
}) {
  const number = String(index + 1);
  const base = `semesters.${index}` as const;

  const input = (
    path: string,
    label: string,
    options: { max?: number; type?: string; lang?: 'ar' | 'en' } = {},
  ) => {
    const id = idOf(path);
    const error = message(path);
    return (
      <FormField id={id} label={label} error={error}>
        <input
          {...registerField(form, path as Field)}
          {...fieldAria(id, { error })}
          type={options.type ?? 'text'}
          maxLength={options.max}
          lang={options.lang}
          dir={options.lang ? (options.lang === 'ar' ? 'rtl' : 'ltr') : undefined}
          className={textInput}
        />
      </FormField>
    );
  };

  const typeId = idOf(`${base}.type`);
  const datesError = message(`${base}.dates`);
  return (
    <fieldset
      className="space-y-4 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
      data-semester={index + 1}
    >
      <legend className="px-2 text-xl font-bold">{fill(labels.semester, { number })}</legend>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField id={typeId} label={labels.type} error={message(`${base}.type`)}>
          <select {...registerField(form, `${base}.type`)} id={typeId} className={textInput}>
            {semesterTypes.map((type) => (
              <option key={type} value={type}>
                {typeLabels[typeLabel[type]]}
              </option>
            ))}
          </select>
        </FormField>
        {input(`${base}.nameAr`, labels.nameAr, { max: MAX_SEMESTER_NAME, lang: 'ar' })}
        {input(`${base}.nameEn`, labels.nameEn, { max: MAX_SEMESTER_NAME, lang: 'en' })}
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">{labels.dates}</legend>
        {dateKeys.length === 0 ? <p>{labels.noDates}</p> : null}
        {datesError ? (
          <p id={idOf(`${base}.dates`)} className="font-bold text-red-700 dark:text-red-300">
            {datesError}
          </p>
        ) : null}
        <ol className="space-y-4">
          {dateKeys.map((dateKey, d) => {
            const path = `${base}.dates.${d}`;
            const dateNumber = String(d + 1);
            return (
              <li
                key={dateKey}
                className="rounded-md bg-slate-50 p-3 dark:bg-slate-800"
                data-date={d + 1}
              >
                <p className="mb-2 font-bold">{fill(labels.date, { number: dateNumber })}</p>
                <div className="grid gap-3 sm:grid-cols-2">
                  {input(`${path}.start`, labels.start, { type: 'date' })}
                  {input(`${path}.end`, labels.end, { type: 'date' })}
                  {input(`${path}.eventAr`, labels.eventAr, { max: MAX_DATE_EVENT, lang: 'ar' })}
                  {input(`${path}.eventEn`, labels.eventEn, { max: MAX_DATE_EVENT, lang: 'en' })}
                  {input(`${path}.notesAr`, labels.notesAr, { max: MAX_DATE_NOTES, lang: 'ar' })}
                  {input(`${path}.notesEn`, labels.notesEn, { max: MAX_DATE_NOTES, lang: 'en' })}
                </div>
                <button
                  type="button"
                  className={`${secondaryButton} mt-3`}
                  onClick={() => onRemoveDate(d)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {fill(labels.removeDate, { number: dateNumber, semester: number })}
                </button>
              </li>
            );
          })}
        </ol>
        {dateKeys.length < MAX_DATES_PER_SEMESTER ? (
          <button type="button" className={secondaryButton} onClick={onAddDate}>
            <Plus aria-hidden="true" className="size-4" />
            {labels.addDate}
          </button>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        {onMoveUp ? (
          <button type="button" className={secondaryButton} onClick={onMoveUp}>
            <ArrowUp aria-hidden="true" className="size-4" />
            {fill(labels.moveUp, { number })}
          </button>
        ) : null}
        <button type="button" className={secondaryButton} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {fill(labels.removeSemester, { number })}
        </button>
      </div>
    </fieldset>
  );
}
