'use client';

import { LoaderCircle as loaderCircleNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type {
  ApplicationForm as ApplicationAnswers,
  ApplicationFormInput,
} from '@/lib/application-form';
import {
  formSteps,
  stepFields,
  type AdmissionTrack,
  type FormStep,
  type GradeScale,
  type ProgrammeId,
} from '@/lib/application-choices';
import type { CollegeFigures } from '@/lib/college-figures';
import { adoptMinimums } from '@/lib/figure-numbers';
import { windowRefuses, windowText, type ApplicationWindow } from '@/lib/application-windows';
import { fill } from '@/lib/template';
import { primaryButton, secondaryButton } from '../../ui/styles';
import type { StartedApplication } from '../started-application';
import { useHydrated } from '../../ui/use-hydrated';
import { whenEngaged } from '../../ui/when-engaged';
import { applicationResolver, loadApplicationResolver } from './application-resolver';
import { ApplicantStep } from './applicant-step';
import { fieldControls } from './field-controls';
import { FormErrorSummary, type SummaryItem } from './form-error-summary';
import {
  chooseTrack,
  emptyAnswers,
  fieldsShownIn,
  questionOf,
  type Field,
  type Labels,
} from './form-answers';
import { FormReceived } from './form-received';
import { GuardianStep } from './guardian-step';
import { programmeMinimum } from './minimum-panel';
import { ProgrammeStep } from './programme-step';
import { QualificationStep } from './qualification-step';
import { ReviewStep } from './review-step';
import { StepProgress } from './step-progress';
import { useApplicationDraft } from './use-application-draft';
import { ContinueElsewhere } from './continue-elsewhere';
import { useApplicationSubmit } from './use-application-submit';

const LoaderCircle = icon('loader-circle', loaderCircleNode);

interface Props {
  locale: 'ar' | 'en';
  labels: Labels;
  programmeNames: Record<ProgrammeId, string>;
  /** The academic years an applicant may choose ("2027-2028"). */
  intakes: string[];
  /** The programmes' application windows today (issue #44), and whether early ones are taken. */
  windows: Partial<Record<ProgrammeId, ApplicationWindow>>;
  earlyApplications: boolean;
  /** The admission minimums the college set (src/lib/college-figures.ts), checked as typed. */
  minimums: CollegeFigures['minimums'];
  retentionDays: number;
  office: { phone: string; email: string };
  /** The form was received: the application its documents attach to. */
  onCreated: (application: StartedApplication) => void;
  /** An application this form created whose documents are not in yet. */
  started: StartedApplication | null;
  onShowDocuments: () => void;
  onNewApplication: () => void;
}

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
  windows,
  earlyApplications,
  minimums,
  retentionDays,
  office,
  onCreated,
  started,
  onShowDocuments,
  onNewApplication,
}: Props) {
  adoptMinimums(minimums);
  const form = useForm<ApplicationFormInput, unknown, ApplicationAnswers>({
    resolver: applicationResolver,
    defaultValues: emptyAnswers(intakes),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const hydrated = useHydrated();
  useEffect(() => whenEngaged(() => void loadApplicationResolver().catch(() => undefined)), []);
  const draftWords = useMemo(
    () => ({
      restored: labels.draftRestored,
      fromLink: labels.draftFromLink,
      linkExpired: labels.draftLinkExpired,
    }),
    [labels],
  );
  /** What the visitor answered before the page hydrated (keepingTyped, in field-controls). */
  const [typed] = useState(() => new Map<Field, string>());
  const { step, setStep, key, status, setStatus, discard } = useApplicationDraft(
    form,
    intakes,
    draftWords,
    typed,
  );
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const { sending, send } = useApplicationSubmit({
    form,
    idempotencyKey: key,
    locale,
    labels,
    programmeNames,
    onCreated,
    setStatus,
    setSummary,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const summaryBox = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // After a move to another step (not after the draft's restoring), its heading takes the focus.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step, key]);

  useEffect(() => {
    if (summary.length > 0) summaryBox.current?.focus();
  }, [summary]);

  const { errors } = form.formState;
  // eslint-disable-next-line react-hooks/incompatible-library -- every answer re-renders the form (the review, the programme's minimum); nothing here is memoised
  const values = form.watch();
  const track = values.track as AdmissionTrack;
  const programme = values.programme as ProgrammeId | '';
  const currentStep: FormStep = formSteps[step]!;
  const fields = fieldControls(form, errors, labels, (field, value) => typed.set(field, value));
  const minimum = programmeMinimum(labels, programmeNames, track, programme);
  const window = programme ? windows[programme] : undefined;
  const windowNote = window
    ? windowText(
        labels,
        locale,
        programmeNames[programme as ProgrammeId],
        window,
        earlyApplications,
      )
    : null;
  /**
   * Outside its window, without early applications (or with the programme closed for the year),
   * the programme cannot be sent: the applicant may still fill the form in (the draft stays),
   * and sending it leads back to the programme with the note as its error (the server refuses
   * it too).
   */
  const windowShut = windowRefuses(window, earlyApplications);

  /** The fields of a step that have an error now, in the order they are shown. */
  function stepErrors(of: FormStep): SummaryItem[] {
    return fieldsShownIn(of, track).flatMap((field) => {
      const text = fields.message(field);
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

  function startAgain() {
    discard();
    goTo(0);
  }

  const last = step === formSteps.length - 1;

  if (started) {
    return (
      <FormReceived
        labels={labels}
        started={started}
        onShowDocuments={onShowDocuments}
        onNewApplication={onNewApplication}
      />
    );
  }

  return (
    <>
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
          if (windowShut && windowNote) {
            goTo(0);
            form.setError('programme', { type: 'window', message: windowNote });
            setTimeout(() => setSummary([{ field: 'programme', message: windowNote }]));
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

        <StepProgress labels={labels} step={step} />

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
          <FormErrorSummary
            labels={labels}
            items={summary}
            questionOf={(field) =>
              questionOf(
                labels,
                track,
                field,
                (values.qualification?.scale ?? 'percentage') as GradeScale,
              )
            }
            box={summaryBox}
          />
        ) : null}

        {currentStep === 'programme' ? (
          <ProgrammeStep
            labels={labels}
            fields={fields}
            track={track}
            programmeNames={programmeNames}
            intakes={intakes}
            minimumNote={minimum?.note ?? null}
            windowNote={windowNote}
            onChooseTrack={(next) => chooseTrack(form, next)}
            onTypedTrack={(next) => typed.set('track', next)}
          />
        ) : currentStep === 'applicant' ? (
          <ApplicantStep labels={labels} fields={fields} track={track} />
        ) : currentStep === 'qualification' ? (
          <QualificationStep
            labels={labels}
            fields={fields}
            track={track}
            minimum={minimum}
            programmeName={programme ? programmeNames[programme] : ''}
            percentage={String(values.qualification?.percentage ?? '')}
            scale={(values.qualification?.scale ?? 'percentage') as GradeScale}
            office={office}
            onChangeProgramme={() => goTo(0)}
          />
        ) : currentStep === 'guardian' ? (
          <GuardianStep form={form} labels={labels} fields={fields} />
        ) : (
          <ReviewStep
            labels={labels}
            programmeNames={programmeNames}
            values={values}
            onChange={goTo}
          />
        )}

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
      {step > 0 ? (
        <ContinueElsewhere
          locale={locale}
          labels={labels}
          email={typeof values.email === 'string' ? values.email : ''}
          draft={() => ({ values: form.getValues(), step, key })}
        />
      ) : null}
    </>
  );
}
