import type { StartedApplication } from '../started-application';
import { primaryButton, secondaryButton } from '../../ui/styles';
import type { Labels } from './form-answers';

/**
 * In place of the form once it is received and until its documents are in: the reference, the
 * way to the documents tab, and a new application for someone else.
 */
export function FormReceived({
  labels,
  started,
  onShowDocuments,
  onNewApplication,
}: {
  labels: Labels;
  started: StartedApplication;
  onShowDocuments: () => void;
  onNewApplication: () => void;
}) {
  return (
    <div
      className="space-y-4 rounded-lg border border-brand-300 bg-brand-50 p-6 dark:border-brand-700 dark:bg-brand-950"
      data-testid="form-received"
    >
      <h2 className="text-2xl font-bold text-brand-900 dark:text-white">{labels.sentTitle}</h2>
      <p className="text-slate-800 dark:text-slate-200">{labels.receivedText}</p>
      <p className="text-2xl font-bold tracking-wider whitespace-nowrap" dir="ltr">
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
