'use client';

import type { Messages } from 'next-intl';
import type { ReactNode } from 'react';
import {
  admissionTracks,
  programmeIds,
  undergraduateProgrammes,
  type ProgrammeId,
} from '@/lib/application-choices';
import {
  currencies,
  FACT_MAX,
  housingKinds,
  programmeFactKinds,
  tuitionPeriods,
  windowKinds,
  type Bilingual,
  type CollegeFigures,
} from '@/lib/college-figures';
import { ErrorSummary } from '../ui/error-summary';
import { fieldAria, FormField } from '../ui/form-field';
import { textInput } from '../ui/styles';
import { SubmitButton } from '../ui/submit-button';
import { useStaffForm } from './use-staff-post';

type Labels = Messages['StaffFigures'];

/** A field's id from its path in the figures (`tuition.medicine.amount`). */
const idOf = (path: string) => `figure-${path.replaceAll('.', '-')}`;
const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** The form's fields as the endpoint takes them: the figures' own shape. */
function figuresFrom(data: FormData) {
  return {
    applicationFee: text(data, 'applicationFee'),
    tuition: Object.fromEntries(
      undergraduateProgrammes.map((id) => [
        id,
        {
          amount: text(data, `tuition.${id}.amount`),
          currency: text(data, `tuition.${id}.currency`),
          period: text(data, `tuition.${id}.period`),
        },
      ]),
    ),
    housing: Object.fromEntries(
      housingKinds.map((kind) => [
        kind,
        {
          from: text(data, `housing.${kind}.from`),
          to: text(data, `housing.${kind}.to`),
          currency: text(data, `housing.${kind}.currency`),
        },
      ]),
    ),
    minimums: {
      undergraduate: text(data, 'minimums.undergraduate'),
      international: text(data, 'minimums.international'),
      programmes: Object.fromEntries(
        undergraduateProgrammes.map((id) => [
          id,
          {
            percentage: text(data, `minimums.programmes.${id}.percentage`),
            science: data.get(`minimums.programmes.${id}.science`) === 'on',
          },
        ]),
      ),
    },
    windows: Object.fromEntries(
      programmeIds.map((id) => [
        id,
        {
          kind: text(data, `windows.${id}.kind`),
          opens: text(data, `windows.${id}.opens`),
          closes: text(data, `windows.${id}.closes`),
        },
      ]),
    ),
    programmes: Object.fromEntries(
      undergraduateProgrammes.map((id) => [
        id,
        Object.fromEntries(
          programmeFactKinds.map((fact) => [
            fact,
            {
              ar: text(data, `programmes.${id}.${fact}.ar`),
              en: text(data, `programmes.${id}.${fact}.en`),
            },
          ]),
        ),
      ]),
    ),
    // Each list as its two fields hold it, one document a line: the server pairs the lines.
    documents: {
      tracks: Object.fromEntries(
        admissionTracks.map((track) => [track, linesOf(data, `documents.tracks.${track}`)]),
      ),
      programmes: Object.fromEntries(
        undergraduateProgrammes.map((id) => [id, linesOf(data, `documents.programmes.${id}`)]),
      ),
    },
  };
}

const linesOf = (data: FormData, path: string) => ({
  ar: text(data, `${path}.ar`),
  en: text(data, `${path}.en`),
});

/**
 * The college's figures (editors): the application fee, each programme's tuition, the housing
 * costs, the admission minimums, each programme's application window, each programme's facts
 * (degree, length of study, faculty, dean: each in Arabic and English) and the documents each
 * track and programme asks for (one a line in each language), in fieldsets the
 * page's pages and form follow once saved. Posted as the fields are; the server checks every
 * one and names those it refuses. The browser's own fields hold what is typed, also before the
 * script runs.
 */
export function FiguresForm({
  locale,
  labels,
  values,
  version,
  programmeNames,
  proposing,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  values: CollegeFigures;
  version: number;
  programmeNames: Record<ProgrammeId, string>;
  /** For an editor who must submit the figures for review: the button's words and its notice. */
  proposing?: { label: string; done: string };
}) {
  const { pending, errors, onSubmit } = useStaffForm(
    locale,
    labels,
    (data) => ({
      url: '/api/staff/figures',
      body: { ...figuresFrom(data), version },
      done: proposing?.done ?? labels.saved,
    }),
    { keep: true },
  );
  const first = Object.keys(errors)[0];

  /** One field: its label, its control, and the server's message for its path. */
  function field(path: string, label: string, control: (aria: object) => ReactNode, hint?: string) {
    const id = idOf(path);
    return (
      <FormField key={path} id={id} label={label} hint={hint} error={errors[path]}>
        {control(fieldAria(id, { hint, error: errors[path] }))}
      </FormField>
    );
  }
  const number = (path: string, label: string, value: number | null, hint?: string) =>
    field(
      path,
      label,
      (aria) => (
        <input
          {...aria}
          name={path}
          inputMode="decimal"
          dir="ltr"
          defaultValue={value === null ? '' : String(value)}
          className={textInput}
        />
      ),
      hint,
    );
  const choice = <T extends string>(
    path: string,
    label: string,
    value: T,
    options: readonly T[],
    words: Record<T, string>,
  ) =>
    field(path, label, (aria) => (
      <select {...aria} name={path} defaultValue={value} className={textInput}>
        {options.map((option) => (
          <option key={option} value={option}>
            {words[option]}
          </option>
        ))}
      </select>
    ));
  const date = (path: string, label: string, value: string) =>
    field(path, label, (aria) => (
      <input {...aria} name={path} type="date" defaultValue={value} className={textInput} />
    ));
  /** A fact in one language: written in that language's direction, named by it. */
  const words = (path: string, label: string, value: string, language: 'ar' | 'en') =>
    field(path, label, (aria) => (
      <input
        {...aria}
        name={path}
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        defaultValue={value}
        maxLength={FACT_MAX}
        className={textInput}
      />
    ));
  /** A list of documents in one language: one a line, in that language's direction. */
  const lines = (path: string, label: string, list: Bilingual[], language: 'ar' | 'en') =>
    field(
      path,
      label,
      (aria) => (
        <textarea
          {...aria}
          name={path}
          lang={language}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
          rows={Math.min(14, Math.max(4, list.length * 2 + 1))}
          defaultValue={list.map((item) => item[language]).join('\n')}
          className={textInput}
        />
      ),
      labels.documentsHint,
    );
  /** A list of documents in both languages, side by side, named by its heading. */
  const documentList = (id: string, path: string, name: string, list: Bilingual[]) =>
    programme(
      id,
      name,
      (['ar', 'en'] as const).map((language) =>
        lines(
          `${path}.${language}`,
          `${labels.documentsField} (${labels.languages[language]})`,
          list,
          language,
        ),
      ),
      2,
    );
  const group = (id: string, title: string, intro: string, children: ReactNode) => (
    <fieldset className="space-y-4" aria-describedby={`${id}-intro`}>
      <legend className="mb-2 text-xl font-bold">{title}</legend>
      <p id={`${id}-intro`} className="text-slate-700 dark:text-slate-300">
        {intro}
      </p>
      {children}
    </fieldset>
  );
  /**
   * One programme's (or housing type's, or list's) fields in a group, named by its heading, in
   * three columns (or two: a text in each language).
   */
  function programme(id: string, name: string, children: ReactNode, columns: 2 | 3 = 3) {
    return (
      <div
        key={id}
        role="group"
        aria-labelledby={`${id}-name`}
        className={`grid gap-4 rounded-lg border border-slate-200 p-4 ${columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'} dark:border-slate-700`}
      >
        <h3
          id={`${id}-name`}
          className={`font-bold ${columns === 2 ? 'sm:col-span-2' : 'sm:col-span-3'}`}
        >
          {name}
        </h3>
        {children}
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-10" data-figures-form="">
      {first ? <ErrorSummary target={idOf(first)}>{labels.errorSummary}</ErrorSummary> : null}
      {group(
        'figures-fee',
        labels.groups.fee,
        labels.intros.fee,
        <div className="max-w-sm">
          {number('applicationFee', labels.fields.applicationFee, values.applicationFee)}
        </div>,
      )}
      {group(
        'figures-tuition',
        labels.groups.tuition,
        labels.intros.tuition,
        undergraduateProgrammes.map((id) =>
          programme(
            `tuition-${id}`,
            programmeNames[id],
            <>
              {number(`tuition.${id}.amount`, labels.fields.amount, values.tuition[id].amount)}
              {choice(
                `tuition.${id}.currency`,
                labels.fields.currency,
                values.tuition[id].currency,
                currencies,
                labels.currencies,
              )}
              {choice(
                `tuition.${id}.period`,
                labels.fields.period,
                values.tuition[id].period,
                tuitionPeriods,
                labels.periods,
              )}
            </>,
          ),
        ),
      )}
      {group(
        'figures-housing',
        labels.groups.housing,
        labels.intros.housing,
        housingKinds.map((kind) =>
          programme(
            `housing-${kind}`,
            labels.housing[kind],
            <>
              {number(`housing.${kind}.from`, labels.fields.from, values.housing[kind].from)}
              {number(`housing.${kind}.to`, labels.fields.to, values.housing[kind].to)}
              {choice(
                `housing.${kind}.currency`,
                labels.fields.currency,
                values.housing[kind].currency,
                currencies,
                labels.currencies,
              )}
            </>,
          ),
        ),
      )}
      {group(
        'figures-minimums',
        labels.groups.minimums,
        labels.intros.minimums,
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {number(
              'minimums.undergraduate',
              labels.fields.undergraduate,
              values.minimums.undergraduate,
            )}
            {number(
              'minimums.international',
              labels.fields.international,
              values.minimums.international,
            )}
          </div>
          {undergraduateProgrammes.map((id) => {
            const own = values.minimums.programmes[id];
            const science = `minimums.programmes.${id}.science`;
            return programme(
              `minimum-${id}`,
              programmeNames[id],
              <>
                {number(
                  `minimums.programmes.${id}.percentage`,
                  labels.fields.ownMinimum,
                  own.percentage,
                )}
                <div className="flex items-center gap-2 sm:col-span-2">
                  <input
                    id={idOf(science)}
                    type="checkbox"
                    name={science}
                    defaultChecked={own.science}
                    className="size-5 accent-brand-700"
                  />
                  <label htmlFor={idOf(science)}>{labels.fields.science}</label>
                </div>
              </>,
            );
          })}
        </>,
      )}
      {group(
        'figures-windows',
        labels.groups.windows,
        labels.intros.windows,
        programmeIds.map((id) =>
          programme(
            `window-${id}`,
            programmeNames[id],
            <>
              {choice(
                `windows.${id}.kind`,
                labels.fields.window,
                values.windows[id].kind,
                windowKinds,
                labels.windowKinds,
              )}
              {date(`windows.${id}.opens`, labels.fields.opens, values.windows[id].opens)}
              {date(`windows.${id}.closes`, labels.fields.closes, values.windows[id].closes)}
            </>,
          ),
        ),
      )}
      {group(
        'figures-programmes',
        labels.groups.programmes,
        labels.intros.programmes,
        undergraduateProgrammes.map((id) =>
          programme(
            `facts-${id}`,
            programmeNames[id],
            programmeFactKinds.flatMap((fact) =>
              (['ar', 'en'] as const).map((language) =>
                words(
                  `programmes.${id}.${fact}.${language}`,
                  `${labels.facts[fact]} (${labels.languages[language]})`,
                  values.programmes[id][fact][language],
                  language,
                ),
              ),
            ),
            2,
          ),
        ),
      )}
      {group(
        'figures-documents',
        labels.groups.documents,
        labels.intros.documents,
        <>
          {admissionTracks.map((track) =>
            documentList(
              `documents-${track}`,
              `documents.tracks.${track}`,
              labels.tracks[track],
              values.documents.tracks[track],
            ),
          )}
          {undergraduateProgrammes.map((id) =>
            documentList(
              `documents-${id}`,
              `documents.programmes.${id}`,
              labels.programmeDocuments.replace('{programme}', programmeNames[id]),
              values.documents.programmes[id],
            ),
          )}
        </>,
      )}
      <SubmitButton pending={pending}>{proposing?.label ?? labels.save}</SubmitButton>
    </form>
  );
}
