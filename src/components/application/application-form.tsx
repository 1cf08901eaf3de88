'use client';

import { CircleCheck as circleCheckNode, LoaderCircle as loaderCircleNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import type { Messages } from 'next-intl';
import type {
  ApplicationForm as ApplicationAnswers,
  ApplicationFormInput,
} from '@/lib/application-form';
import {
  admissionTracks,
  certificateStreams,
  certificateTypes,
  degreeLevels,
  formSteps,
  INTERNATIONAL_MINIMUM,
  minimumFor,
  programmesOf,
  stepFields,
  UNDERGRADUATE_MINIMUM,
  type AdmissionTrack,
  type ApplicationFormError,
  type FormStep,
  type ProgrammeId,
} from '@/lib/application-choices';
import { isolateLtr } from '@/lib/bidi';
import { fill } from '@/lib/template';
import { notify } from '../notices/notify';
import { fieldAria, FormField } from '../ui/form-field';
import { primaryButton, secondaryButton, textInput } from '../ui/styles';
import { newIdempotencyKey, readDraft, saveDraft, clearDraft } from './application-draft';
import type { StartedApplication } from './started-application';
import { useHydrated } from '../ui/use-hydrated';
import { whenEngaged } from '../ui/when-engaged';
import { applicationResolver, loadApplicationResolver } from './application-resolver';

const CircleCheck = icon('circle-check', circleCheckNode);
const LoaderCircle = icon('loader-circle', loaderCircleNode);

type Labels = Messages['ApplicationForm'];
type Field = FieldPath<ApplicationFormInput>;

interface Props {
  locale: 'ar' | 'en';
  labels: Labels;
  programmeNames: Record<ProgrammeId, string>;
  /** The academic years an applicant may choose ("2027-2028"). */
  intakes: string[];
  retentionDays: number;
  office: { phone: string; email: string };
  /** The form was received: the application its documents attach to. */
  onCreated: (application: StartedApplication) => void;
  /** An application this form created whose documents are not in yet. */
  started: StartedApplication | null;
  onShowDocuments: () => void;
  onNewApplication: () => void;
}

/** Attempts of one submission when the connection fails (same key each time). */
const SUBMIT_ATTEMPTS = 3;

function emptyAnswers(intakes: string[]): ApplicationFormInput {
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
      percentage: '',
      // The degree's fields, kept beside the certificate's while the applicant changes track.
      ...({ level: '', field: '', university: '' } as object),
    },
    guardianName: '',
    guardianPhone: '',
    declaration: false as unknown as true,
  };
}

/** The error of a (possibly nested) field. */
function errorAt(errors: FieldErrors<ApplicationFormInput>, field: string): string | undefined {
  let node: unknown = errors;
  for (const part of field.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

const idOf = (field: string) => `application-${field.replace(/\./g, '-')}`;

/**
 * The college's own application form (#20), on the application page's 'form' tab when no
 * external form is configured: five numbered steps, each checked before the next with the
 * server's own zod schema (react-hook-form), a GOV.UK error summary and a message under each
 * field, a review step, and a draft kept in this browser (answers, step and the submission's
 * key) until the form is received — a reload or a lost connection loses nothing, and a retried
 * submission never creates a second application.
 */
export function ApplicationForm({
  locale,
  labels,
  programmeNames,
  intakes,
  retentionDays,
  office,
  onCreated,
  started,
  onShowDocuments,
  onNewApplication,
}: Props) {
  const form = useForm<ApplicationFormInput, unknown, ApplicationAnswers>({
    resolver: applicationResolver,
    defaultValues: emptyAnswers(intakes),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [step, setStep] = useState(0);
  const hydrated = useHydrated();
  useEffect(() => whenEngaged(() => void loadApplicationResolver().catch(() => undefined)), []);
  const [key, setKey] = useState('');
  const [summary, setSummary] = useState<{ field: string; message: string }[]>([]);
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const summaryBox = useRef<HTMLDivElement>(null);
  const restored = useRef(false);
  const moved = useRef(false);

  // The draft: restored once after hydration, then saved on every change.
  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      form.reset({ ...emptyAnswers(intakes), ...draft.values } as ApplicationFormInput);
      setStep(Math.min(draft.step, formSteps.length - 1));
      setKey(draft.key);
      setStatus(labels.draftRestored);
    } else setKey(newIdempotencyKey());
    restored.current = true;
  }, [form, intakes, labels.draftRestored]);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (restored.current && key) saveDraft({ values, step, key });
        },
      }),
    [form, step, key],
  );

  useEffect(() => {
    if (restored.current && key) saveDraft({ values: form.getValues(), step, key });
    if (moved.current) heading.current?.focus();
  }, [form, step, key]);

  useEffect(() => {
    if (summary.length > 0) summaryBox.current?.focus();
  }, [summary]);

  const { errors } = form.formState;
  const values = form.watch();
  const track = values.track as AdmissionTrack;
  const programme = values.programme as ProgrammeId | '';
  const currentStep: FormStep = formSteps[step]!;
  const message = (field: string) => {
    const key = errorAt(errors, field);
    return key ? (labels.errors[key as ApplicationFormError] ?? key) : undefined;
  };

  /** The question a field asks, for the error summary ("Phone number: Enter a phone…"). */
  function questionOf(field: string): string {
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
      'qualification.percentage':
        track === 'graduate' ? labels.degreePercentage : labels.percentage,
      'qualification.level': labels.degreeLevel,
      'qualification.field': labels.field,
      'qualification.university': labels.university,
      guardianName: labels.guardianName,
      guardianPhone: labels.guardianPhone,
      declaration: labels.steps.guardian,
    };
    return names[field] ?? '';
  }

  /** The fields of a step that have an error now, in the order they are shown. */
  function stepErrors(of: FormStep): { field: string; message: string }[] {
    const fields: string[] =
      of === 'qualification'
        ? track === 'graduate'
          ? ['level', 'field', 'university', 'year', 'percentage'].map((f) => `qualification.${f}`)
          : ['type', 'stream', 'year', 'percentage'].map((f) => `qualification.${f}`)
        : [...stepFields[of]];
    return fields.flatMap((field) => {
      const text = message(field);
      return text ? [{ field, message: text }] : [];
    });
  }

  function goTo(next: number) {
    moved.current = true;
    setSummary([]);
    setStep(next);
  }

  async function next() {
    const names = stepFields[currentStep] as readonly Field[];
    const valid = await form.trigger([...names]);
    if (!valid) {
      setSummary(stepErrors(currentStep));
      return;
    }
    goTo(step + 1);
  }

  function chooseTrack(next: AdmissionTrack) {
    form.setValue('track', next);
    if (programme && !programmesOf[next].includes(programme)) {
      form.setValue('programme', '' as ProgrammeId);
    }
    form.setValue('qualification.kind', next === 'graduate' ? 'degree' : 'secondary');
  }

  async function send(answers: ApplicationAnswers) {
    setSending(true);
    setSummary([]);
    try {
      for (let attempt = 1; attempt <= SUBMIT_ATTEMPTS; attempt++) {
        let response: Response | null = null;
        try {
          response = await fetch('/api/applications', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ form: form.getValues(), idempotencyKey: key, locale }),
          });
        } catch {
          response = null;
        }
        if (response && response.status < 500) {
          const body = (await response.json().catch(() => ({}))) as {
            id?: string;
            token?: string;
            reference?: string;
            error?: {
              message?: Record<string, string>;
              fields?: Record<string, Record<string, string>>;
            };
          };
          if (response.ok && body.id && body.token && body.reference) {
            clearDraft();
            setStatus('');
            notify({
              title: labels.sentTitle,
              description: fill(labels.sentText, { reference: body.reference }),
            });
            onCreated({
              id: body.id,
              token: body.token,
              reference: body.reference,
              name: locale === 'ar' && answers.nameAr ? answers.nameAr : answers.nameEn,
              email: answers.email,
              programme: programmeNames[answers.programme],
            });
            return;
          }
          // The server's own messages, in this language, under the fields; answers kept.
          const fields = Object.entries(body.error?.fields ?? {});
          for (const [field, text] of fields) {
            form.setError(field as Field, { type: 'server', message: text[locale] });
          }
          if (fields.length > 0) {
            setSummary(fields.map(([field, text]) => ({ field, message: text[locale]! })));
          } else {
            notify({
              title: labels.failedTitle,
              description: body.error?.message?.[locale] ?? labels.failedNetwork,
              variant: 'error',
            });
          }
          return;
        }
        // No answer, or the server could not answer: the same submission again, a little later.
        if (attempt < SUBMIT_ATTEMPTS) {
          setStatus(fill(labels.retrying, { attempt: attempt + 1, total: SUBMIT_ATTEMPTS }));
          await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
        }
      }
      setStatus('');
      notify({ title: labels.failedTitle, description: labels.failedNetwork, variant: 'error' });
    } finally {
      setSending(false);
    }
  }

  function startAgain() {
    clearDraft();
    form.reset(emptyAnswers(intakes));
    setKey(newIdempotencyKey());
    setStatus('');
    goTo(0);
  }

  // --- Fields -------------------------------------------------------------------------------

  /** A field's label, hint and error around its control (a function, not a component, so the
   * control keeps its identity, and focus, across renders). */
  function shell(field: string, label: string, hint: string | undefined, children: ReactNode) {
    const error = message(field);
    return (
      <FormField
        id={idOf(field)}
        label={label}
        hint={hint}
        error={error}
        errorFirst
        className={error ? 'border-s-4 border-red-600 ps-3' : undefined}
        labelClassName="font-bold text-slate-800 dark:text-slate-200"
      >
        {children}
      </FormField>
    );
  }

  const inputProps = (field: Field, hint?: boolean) => ({
    ...form.register(field),
    ...fieldAria(idOf(field), { hint, error: errorAt(errors, field) }),
    className: textInput,
  });

  function text(
    field: Field,
    label: string,
    options: {
      hint?: string;
      type?: string;
      dir?: 'ltr' | 'rtl' | 'auto';
      autoComplete?: string;
      inputMode?: 'numeric' | 'decimal' | 'tel' | 'email';
    } = {},
  ) {
    return shell(
      field,
      label,
      options.hint,
      <input
        {...inputProps(field, Boolean(options.hint))}
        type={options.type ?? 'text'}
        dir={options.dir ?? 'auto'}
        autoComplete={options.autoComplete ?? 'off'}
        inputMode={options.inputMode}
      />,
    );
  }

  function select(field: Field, label: string, options: [string, string][], blank?: string) {
    return shell(
      field,
      label,
      undefined,
      <select {...inputProps(field)}>
        {blank !== undefined ? <option value="">{blank}</option> : null}
        {options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>,
    );
  }

  // --- The minimum of the chosen programme ----------------------------------------------------

  const minimum = programme ? minimumFor(track, programme) : null;
  /** "Medicine asks for …": under the programme question and again on the qualification step. */
  const minimumNote = minimum
    ? fill(minimum.science ? labels.minimumScienceNote : labels.minimumNote, {
        programme: programmeNames[programme as ProgrammeId],
        minimum: minimum.percentage,
      })
    : null;
  const qualificationError = errorAt(errors, 'qualification.percentage');
  const streamError = errorAt(errors, 'qualification.stream');
  const belowMinimum =
    currentStep === 'qualification' &&
    (qualificationError === 'belowMinimum' || streamError === 'scienceRequired');

  function minimumPanel() {
    if (!minimum || !programme) return null;
    const name = programmeNames[programme];
    const title =
      streamError === 'scienceRequired' ? labels.scienceRequiredTitle : labels.belowMinimumTitle;
    const textOf =
      streamError === 'scienceRequired'
        ? fill(labels.scienceRequiredText, { programme: name })
        : fill(labels.belowMinimumText, {
            programme: name,
            minimum: minimum.percentage,
            percentage: String(values.qualification?.percentage ?? ''),
          });
    return (
      <div
        role="status"
        data-testid="below-minimum"
        className="space-y-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-slate-900 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
      >
        <h3 className="text-lg font-bold">{title}</h3>
        <p>{textOf}</p>
        <ul className="list-disc space-y-1 ps-6">
          <li>
            {fill(labels.optionOtherProgramme, {
              undergraduate: UNDERGRADUATE_MINIMUM,
              international: INTERNATIONAL_MINIMUM,
            })}
          </li>
          <li>
            {fill(labels.optionOffice, {
              phone: isolateLtr(office.phone),
              email: isolateLtr(office.email),
            })}
          </li>
        </ul>
        <button type="button" className={secondaryButton} onClick={() => goTo(0)}>
          {labels.changeProgramme}
        </button>
      </div>
    );
  }

  // --- Steps ----------------------------------------------------------------------------------

  const trackProgrammes = programmesOf[track] ?? programmesOf.undergraduate;

  const steps: Record<FormStep, ReactNode> = {
    programme: (
      <div className="grid gap-5">
        <fieldset>
          <legend className="font-bold text-slate-800 dark:text-slate-200">{labels.track}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {admissionTracks.map((each) => (
              <label
                key={each}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:bg-brand-950"
              >
                <input
                  type="radio"
                  name="track"
                  value={each}
                  checked={track === each}
                  onChange={() => chooseTrack(each)}
                  className="size-4 accent-brand-600"
                />
                {labels.tracks[each]}
              </label>
            ))}
          </div>
        </fieldset>
        {select(
          'programme',
          labels.programme,
          trackProgrammes.map((id) => [id, programmeNames[id]]),
          labels.programmeBlank,
        )}
        {minimum ? (
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="minimum-note">
            {minimumNote}
          </p>
        ) : null}
        {select(
          'intake',
          labels.intake,
          intakes.map((year) => [year, fill(labels.intakeOption, { year: isolateLtr(year) })]),
        )}
      </div>
    ),
    applicant: (
      <div className="grid gap-5 sm:grid-cols-2">
        {text('nameAr', track === 'international' ? labels.nameArOptional : labels.nameAr, {
          hint: labels.nameHint,
          dir: 'rtl',
        })}
        {text('nameEn', labels.nameEn, { hint: labels.nameHint, dir: 'ltr', autoComplete: 'name' })}
        {text('dateOfBirth', labels.dateOfBirth, {
          type: 'date',
          dir: 'ltr',
          autoComplete: 'bday',
        })}
        {text('nationality', labels.nationality, { autoComplete: 'country-name' })}
        {text('idNumber', labels.idNumber, { dir: 'ltr' })}
        {text('phone', labels.phone, {
          hint: labels.phoneHint,
          type: 'tel',
          dir: 'ltr',
          autoComplete: 'tel',
          inputMode: 'tel',
        })}
        {text('email', labels.email, {
          hint: labels.emailHint,
          type: 'email',
          dir: 'ltr',
          autoComplete: 'email',
          inputMode: 'email',
        })}
        {text('city', labels.city, { autoComplete: 'address-level1' })}
      </div>
    ),
    qualification:
      track === 'graduate' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <h3 className="text-xl font-bold text-brand-900 sm:col-span-2 dark:text-white">
            {labels.degreeHeading}
          </h3>
          <p className="text-slate-700 sm:col-span-2 dark:text-slate-300">{labels.graduateNote}</p>
          {select(
            'qualification.level' as Field,
            labels.degreeLevel,
            degreeLevels.map((level) => [level, labels.degreeLevels[level]]),
            '',
          )}
          {text('qualification.field' as Field, labels.field)}
          {text('qualification.university' as Field, labels.university)}
          {text('qualification.year', labels.degreeYear, { dir: 'ltr', inputMode: 'numeric' })}
          {text('qualification.percentage', labels.degreePercentage, {
            dir: 'ltr',
            inputMode: 'decimal',
          })}
        </div>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <h3 className="text-xl font-bold text-brand-900 sm:col-span-2 dark:text-white">
            {labels.certificateHeading}
          </h3>
          {minimum ? (
            <p className="text-slate-700 sm:col-span-2 dark:text-slate-300">{minimumNote}</p>
          ) : null}
          {select(
            'qualification.type' as Field,
            labels.certificateType,
            certificateTypes.map((type) => [type, labels.certificateTypes[type]]),
            '',
          )}
          {select(
            'qualification.stream' as Field,
            labels.stream,
            certificateStreams.map((stream) => [stream, labels.streams[stream]]),
            '',
          )}
          {text('qualification.year', labels.certificateYear, { dir: 'ltr', inputMode: 'numeric' })}
          {text('qualification.percentage', labels.percentage, {
            hint: labels.percentageHint,
            dir: 'ltr',
            inputMode: 'decimal',
          })}
          {belowMinimum ? <div className="sm:col-span-2">{minimumPanel()}</div> : null}
        </div>
      ),
    guardian: (
      <div className="grid gap-5 sm:grid-cols-2">
        {text('guardianName', labels.guardianName, { dir: 'auto' })}
        {text('guardianPhone', labels.guardianPhone, {
          hint: labels.phoneHint,
          type: 'tel',
          dir: 'ltr',
          inputMode: 'tel',
        })}
        <div
          className={`sm:col-span-2 ${message('declaration') ? 'border-s-4 border-red-600 ps-3' : ''}`}
        >
          {message('declaration') ? (
            <p
              id={`${idOf('declaration')}-error`}
              className="mb-1 text-sm font-bold text-red-700 dark:text-red-300"
            >
              {message('declaration')}
            </p>
          ) : null}
          <label className="flex items-start gap-3 text-slate-800 dark:text-slate-200">
            <input
              {...form.register('declaration')}
              id={idOf('declaration')}
              type="checkbox"
              aria-invalid={message('declaration') ? true : undefined}
              aria-describedby={message('declaration') ? `${idOf('declaration')}-error` : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-600"
            />
            {labels.declaration}
          </label>
        </div>
      </div>
    ),
    review: null,
  };

  function review() {
    const q = values.qualification as Record<string, string | undefined>;
    const groups: { step: FormStep; rows: [string, string][] }[] = [
      {
        step: 'programme',
        rows: [
          [labels.track, labels.tracks[track]],
          [labels.programme, programme ? programmeNames[programme] : ''],
          [labels.intake, fill(labels.intakeOption, { year: isolateLtr(values.intake) })],
        ],
      },
      {
        step: 'applicant',
        rows: [
          [labels.nameAr, values.nameAr],
          [labels.nameEn, values.nameEn],
          [labels.dateOfBirth, values.dateOfBirth],
          [labels.nationality, values.nationality],
          [labels.idNumber, values.idNumber],
          [labels.phone, values.phone],
          [labels.email, values.email],
          [labels.city, values.city],
        ],
      },
      {
        step: 'qualification',
        rows:
          track === 'graduate'
            ? [
                [labels.degreeLevel, q.level ? labels.degreeLevels[q.level as 'bachelor'] : ''],
                [labels.field, q.field ?? ''],
                [labels.university, q.university ?? ''],
                [labels.degreeYear, String(q.year ?? '')],
                [labels.degreePercentage, String(q.percentage ?? '')],
              ]
            : [
                [
                  labels.certificateType,
                  q.type ? labels.certificateTypes[q.type as 'sudanese'] : '',
                ],
                [labels.stream, q.stream ? labels.streams[q.stream as 'science'] : ''],
                [labels.certificateYear, String(q.year ?? '')],
                [labels.percentage, String(q.percentage ?? '')],
              ],
      },
      {
        step: 'guardian',
        rows: [
          [labels.guardianName, values.guardianName],
          [labels.guardianPhone, values.guardianPhone],
          [labels.declaration, values.declaration ? labels.yes : ''],
        ],
      },
    ];
    return (
      <div className="space-y-6">
        <p className="text-slate-700 dark:text-slate-300">{labels.reviewHeading}</p>
        {groups.map((group) => (
          <section
            key={group.step}
            aria-labelledby={`review-${group.step}`}
            className="rounded-lg border border-slate-300 p-4 dark:border-slate-600"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3
                id={`review-${group.step}`}
                className="text-lg font-bold text-brand-900 dark:text-white"
              >
                {labels.steps[group.step]}
              </h3>
              <button
                type="button"
                className="font-bold text-brand-700 underline dark:text-brand-300"
                aria-label={fill(labels.changeStep, { step: labels.steps[group.step] })}
                onClick={() => goTo(formSteps.indexOf(group.step))}
              >
                {labels.change}
              </button>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,16rem)_1fr]">
              {group.rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-bold text-slate-700 dark:text-slate-300">{label}</dt>
                  <dd className="break-words text-slate-900 dark:text-slate-100">
                    <bdi>{value || '—'}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    );
  }

  const last = step === formSteps.length - 1;

  if (started) {
    return (
      <div
        className="space-y-4 rounded-lg border border-brand-300 bg-brand-50 p-6 dark:border-brand-700 dark:bg-brand-950"
        data-testid="form-received"
      >
        <h2 className="text-2xl font-bold text-brand-900 dark:text-white">{labels.sentTitle}</h2>
        <p className="text-slate-800 dark:text-slate-200">{labels.receivedText}</p>
        <p className="text-2xl font-bold tracking-wider" dir="ltr">
          {started.reference}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={primaryButton} onClick={onShowDocuments}>
            {labels.goToDocuments}
          </button>
          <button type="button" className={secondaryButton} onClick={onNewApplication}>
            {labels.newApplication}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-6"
      data-application-form=""
      onSubmit={(event) => {
        event.preventDefault();
        if (!last) {
          void next();
          return;
        }
        void form.handleSubmit(send, (invalid) => {
          // Something wrong in an earlier step (e.g. changed in another tab): go there.
          const first = formSteps.find((each) =>
            (stepFields[each] as readonly string[]).some((field) => field in invalid),
          );
          if (first) {
            goTo(formSteps.indexOf(first));
            setTimeout(() => setSummary(stepErrors(first)));
          }
        })(event);
      }}
    >
      <div className="space-y-2">
        <h2 className="text-2xl font-bold text-brand-900 dark:text-white">{labels.heading}</h2>
        <p className="text-slate-700 dark:text-slate-300">{labels.intro}</p>
        <details className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800">
          <summary className="cursor-pointer font-bold text-brand-800 dark:text-brand-200">
            {labels.privacyHeading}
          </summary>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {fill(labels.privacyText, { days: retentionDays })}
          </p>
        </details>
      </div>

      <ol aria-label={labels.stepsLabel} className="grid grid-cols-5 gap-1" data-testid="steps">
        {formSteps.map((each, index) => (
          <li
            key={each}
            aria-current={index === step ? 'step' : undefined}
            className="flex flex-col gap-1 text-xs font-bold text-slate-600 dark:text-slate-400"
          >
            <span
              aria-hidden="true"
              className={`h-1.5 rounded-full ${index <= step ? 'bg-brand-600 dark:bg-brand-400' : 'bg-slate-300 dark:bg-slate-600'}`}
            />
            <span
              className={`max-sm:sr-only ${index === step ? 'text-brand-800 dark:text-white' : ''}`}
            >
              {index < step ? (
                <CircleCheck aria-hidden="true" className="me-1 inline size-3.5" />
              ) : null}
              {labels.steps[each]}
            </span>
          </li>
        ))}
      </ol>

      <h2
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 focus:outline-none dark:text-white"
        data-testid="step-heading"
      >
        {fill(labels.stepOf, {
          current: step + 1,
          total: formSteps.length,
          name: labels.steps[currentStep],
        })}
      </h2>

      {summary.length > 0 ? (
        <div
          ref={summaryBox}
          tabIndex={-1}
          role="alert"
          aria-labelledby="application-error-summary"
          className="rounded-md border-2 border-red-700 bg-red-50 p-4 focus:outline-none dark:border-red-400 dark:bg-red-950"
        >
          <h3
            id="application-error-summary"
            className="text-lg font-bold text-red-800 dark:text-red-200"
          >
            {labels.errorSummaryTitle}
          </h3>
          <ul className="mt-2 list-disc space-y-1 ps-6">
            {summary.map((item) => (
              <li key={item.field}>
                <a
                  href={`#${idOf(item.field)}`}
                  className="font-bold text-red-800 underline dark:text-red-200"
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(idOf(item.field))?.focus();
                  }}
                >
                  {questionOf(item.field) ? `${questionOf(item.field)}: ` : ''}
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {currentStep === 'review' ? review() : steps[currentStep]}

      <p aria-live="polite" className="min-h-6 text-sm text-slate-600 dark:text-slate-400">
        {status || (step > 0 ? labels.draftKept : '')}
      </p>

      <div className="flex flex-wrap items-center gap-3">
        {step > 0 ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={sending}
            onClick={() => goTo(step - 1)}
          >
            {labels.back}
          </button>
        ) : null}
        <button
          type="submit"
          className={primaryButton}
          disabled={sending || !hydrated}
          aria-busy={sending}
        >
          {sending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {last ? (sending ? labels.sending : labels.submit) : labels.next}
        </button>
        {step > 0 ? (
          <button
            type="button"
            className="ms-auto text-sm font-bold text-slate-700 underline dark:text-slate-300"
            onClick={startAgain}
          >
            {labels.startAgain}
          </button>
        ) : null}
      </div>
    </form>
  );
}
