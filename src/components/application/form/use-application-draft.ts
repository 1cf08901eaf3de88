import { useEffect, useRef, useState } from 'react';
import type { ApplicationFormInput } from '@/lib/application-form';
import { formSteps } from '@/lib/application-choices';
import {
  clearDraft,
  newIdempotencyKey,
  readDraft,
  saveDraft,
  type Draft,
} from './application-draft';
import { emptyAnswers, keepTyped, type AnswersForm, type Field } from './form-answers';

/** `#draft=<id>.<key>`, as the e-mailed link to continue on another device ends. */
const DRAFT_HASH = /^#draft=([0-9a-f-]{36})\.([\w-]{20,64})$/;

/** The e-mailed draft (GET /api/application-drafts/{id}), or null when it no longer opens. */
async function openLinkedDraft(id: string, key: string): Promise<Draft | null> {
  try {
    const response = await fetch(`/api/application-drafts/${id}`, {
      headers: { authorization: `Bearer ${key}` },
      cache: 'no-store',
    });
    if (!response.ok) return null;
    return (await response.json()) as Draft;
  } catch {
    return null;
  }
}

/**
 * The form's draft in this browser: restored once after hydration (answers, step and the
 * submission's key), then saved on every change of an answer or of the step. What the visitor
 * answered before hydration (`typed`) stays over the draft's answers: the draft is older. Also
 * the line under the form that says so (`status`), which the submission uses too.
 */
export function useApplicationDraft(
  form: AnswersForm,
  intakes: string[],
  words: { restored: string; fromLink: string; linkExpired: string },
  typed: ReadonlyMap<Field, string>,
) {
  const [step, setStep] = useState(0);
  const [key, setKey] = useState('');
  const [status, setStatus] = useState('');
  const restored = useRef(false);

  useEffect(() => {
    const restore = (draft: Draft, text: string) => {
      form.reset({ ...emptyAnswers(intakes), ...draft.values } as ApplicationFormInput);
      keepTyped(form, typed);
      setStep(Math.min(draft.step, formSteps.length - 1));
      setKey(draft.key);
      setStatus(text);
    };
    const draft = readDraft();
    if (draft) restore(draft, words.restored);
    else {
      keepTyped(form, typed);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring after hydration
      setKey(newIdempotencyKey());
    }
    restored.current = true;
    // The e-mailed link of a draft from another device: its key leaves the address bar, and its
    // answers take this browser's place.
    const linked = DRAFT_HASH.exec(location.hash);
    if (linked) {
      history.replaceState(history.state, '', location.pathname + location.search);
      void openLinkedDraft(linked[1]!, linked[2]!).then((opened) => {
        if (!opened) {
          setStatus(words.linkExpired);
          return;
        }
        saveDraft(opened);
        restore(opened, words.fromLink);
      });
    }
  }, [form, intakes, words, typed]);

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
