import { CircleCheck as circleCheckNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import type { Dispatch } from 'react';
import type { Messages } from 'next-intl';
import { fill } from '@/lib/template';
import { primaryButton, textInput } from '../../ui/styles';
import type { StartedApplication } from '../started-application';
import type { UploadAction, UploadState } from './upload-state';

const CircleCheck = icon('circle-check', circleCheckNode);

type Labels = Messages['Upload'];

/** What tells the applicant's fields apart. */
const applicantFields = {
  name: { type: 'text', dir: 'auto', label: 'applicantName', autoComplete: 'name' },
  email: { type: 'email', dir: 'ltr', label: 'applicantEmail', autoComplete: 'email' },
  reference: { type: 'text', dir: 'ltr', label: 'referenceLabel', autoComplete: 'off' },
} as const;

/**
 * The applicant's name, e-mail or sent form's reference: a required field, filled in by the
 * browser where it can.
 */
function ApplicantField({
  field,
  labels,
  state,
  dispatch,
}: {
  field: keyof typeof applicantFields;
  labels: Labels;
  state: UploadState;
  dispatch: Dispatch<UploadAction>;
}) {
  const { type, dir, label, autoComplete } = applicantFields[field];
  const hint = field === 'reference' ? 'reference-hint' : undefined;
  return (
    <label
      className={`font-bold text-slate-800 dark:text-slate-200 ${hint ? 'sm:col-span-2' : ''}`}
    >
      {labels[label]}
      {hint ? (
        <span id={hint} className="block text-sm font-normal text-slate-600 dark:text-slate-400">
          {labels.referenceHint}
        </span>
      ) : null}
      <input
        name={field}
        type={type}
        autoComplete={autoComplete}
        dir={dir}
        required
        aria-describedby={hint}
        aria-invalid={state.invalid[field] || undefined}
        value={state[field]}
        onChange={(event) => dispatch({ type: 'type', field, value: event.target.value })}
        className={textInput}
      />
    </label>
  );
}

/**
 * Who the documents are for, at the top of the documents tab: the application the online form
 * created (with a way to leave it for another applicant), or the applicant's name and e-mail
 * with the spec's 'Save data'. With the college's own form (`ownForm`), an application is its
 * form and its documents (issue #44): the tab first says to send the form, and the fields name
 * a form sent from another device by its reference.
 */
export function ApplicantSection({
  labels,
  started,
  ownForm,
  onShowForm,
  state,
  dispatch,
  hydrated,
  onSave,
  onLeaveStarted,
}: {
  labels: Labels;
  started: StartedApplication | null;
  ownForm: boolean;
  onShowForm?: () => void;
  state: UploadState;
  dispatch: Dispatch<UploadAction>;
  hydrated: boolean;
  onSave: () => void;
  onLeaveStarted?: () => void;
}) {
  if (started) {
    return (
      <section
        aria-labelledby="applicant-heading"
        className="space-y-3 rounded-lg border border-brand-300 bg-brand-50 p-5 dark:border-brand-700 dark:bg-brand-950"
        data-testid="started-application"
      >
        <h2 id="applicant-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
          {labels.attachedHeading} <bdi dir="ltr">{started.reference}</bdi>
        </h2>
        <p className="text-slate-800 dark:text-slate-200">
          <bdi>
            {fill(labels.attachedText, {
              name: started.name,
              email: started.email,
              programme: started.programme,
            })}
          </bdi>
        </p>
        <button
          type="button"
          className="text-sm font-bold text-brand-800 underline dark:text-brand-200"
          onClick={() => {
            dispatch({ type: 'leaveApplication' });
            onLeaveStarted?.();
          }}
        >
          {labels.attachedOther}
        </button>
      </section>
    );
  }
  return (
    <section aria-labelledby="applicant-heading" className="space-y-4">
      {ownForm ? (
        <div
          className="space-y-3 rounded-lg border border-amber-400 bg-amber-50 p-5 text-slate-900 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
          data-testid="form-first"
        >
          <h2 className="text-xl font-bold text-brand-900 dark:text-white">
            {labels.formFirstHeading}
          </h2>
          <p className="text-slate-800 dark:text-slate-200">{labels.formFirstText}</p>
          <button type="button" className={primaryButton} onClick={onShowForm}>
            {labels.formFirstButton}
          </button>
        </div>
      ) : null}
      <h2 id="applicant-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
        {labels.applicantHeading}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
        className="grid max-w-3xl gap-4 sm:grid-cols-2"
      >
        <ApplicantField field="name" labels={labels} state={state} dispatch={dispatch} />
        <ApplicantField field="email" labels={labels} state={state} dispatch={dispatch} />
        {ownForm ? (
          <ApplicantField field="reference" labels={labels} state={state} dispatch={dispatch} />
        ) : null}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className={primaryButton} disabled={!hydrated}>
            {labels.saveData}
          </button>
          {state.saved ? (
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="saved-applicant">
              <CircleCheck aria-hidden="true" className="me-1 inline size-4 text-brand-600" />
              <bdi>
                {fill(labels.savedAs, { name: state.saved.name, email: state.saved.email })}
              </bdi>
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
