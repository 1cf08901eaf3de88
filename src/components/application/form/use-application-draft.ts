import { useEffect, useRef, useState } from 'react';
import type { ApplicationFormInput } from '@/lib/application-form';
import { formSteps } from '@/lib/application-choices';
import { clearDraft, newIdempotencyKey, readDraft, saveDraft } from './application-draft';
import { emptyAnswers, type AnswersForm } from './form-answers';

/**
 * The form's draft in this browser: restored once after hydration (answers, step and the
 * submission's key), then saved on every change of an answer or of the step. Also the line
 * under the form that says so (`status`), which the submission uses too.
 */
export function useApplicationDraft(form: AnswersForm, intakes: string[], restoredText: string) {
  const [step, setStep] = useState(0);
  const [key, setKey] = useState('');
  const [status, setStatus] = useState('');
  const restored = useRef(false);

  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      form.reset({ ...emptyAnswers(intakes), ...draft.values } as ApplicationFormInput);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring after hydration
      setStep(Math.min(draft.step, formSteps.length - 1));
      setKey(draft.key);
      setStatus(restoredText);
    } else setKey(newIdempotencyKey());
    restored.current = true;
  }, [form, intakes, restoredText]);

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
  }, [form, step, key]);

  /** Forgets the draft: empty answers, and a new key for what will be a new submission. */
  function discard() {
    clearDraft();
    form.reset(emptyAnswers(intakes));
    setKey(newIdempotencyKey());
    setStatus('');
  }

  return { step, setStep, key, status, setStatus, discard };
}
