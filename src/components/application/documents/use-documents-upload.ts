import { useReducer } from 'react';
import type { Messages } from 'next-intl';
import {
  documentSlotTypes,
  documentTypeOf,
  MAX_FILE_BYTES,
  SIGNATURE_BYTES,
  slotOrder,
  type SlotId,
} from '@/lib/document-slots';
import { fill } from '@/lib/template';
import { notify } from '../../notices/notify';
import type { StartedApplication } from '../started-application';
import { useApplicant } from './use-applicant';
import { messageOf, sendFile } from './upload-requests';
import {
  initialUploadState,
  missingSlots,
  pendingSlots,
  uploadReducer,
  type Receipt,
} from './upload-state';

/**
 * The documents tab's work: the three slots (a file chosen, checked by its first bytes and its
 * size, previewed, removed) and the upload — the application created unless the form's is given,
 * one file after another with its progress, then the submission. A failure keeps every file
 * chosen: a retry continues where the upload stopped.
 */
export function useDocumentsUpload({
  locale,
  labels,
  started,
  ownForm,
  onComplete,
}: {
  locale: 'ar' | 'en';
  labels: Messages['Upload'];
  started: StartedApplication | null;
  /** The college's own form (no external one): the documents go to a sent form. */
  ownForm: boolean;
  onComplete?: () => void;
}) {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const { slots, application } = state;
  const { saveData, applicantForUpload } = useApplicant(state, dispatch, labels, started, ownForm);

  /** Refuses the file chosen for `slot`: the slot says why, and an error notice too. */
  function refuse(slot: SlotId, title: string, text: string) {
    dispatch({ type: 'refuse', slot, error: text });
    notify({ title, description: text, variant: 'error' });
  }

  async function choose(slot: SlotId, file: File | undefined) {
    if (!file) return;
    const allowed: readonly string[] = documentSlotTypes[slot];
    // The type the file says it is, and the type its first bytes show, must agree.
    let shown: string | null = null;
    try {
      shown = documentTypeOf(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
    } catch {
      // Unreadable file: refused below like a wrong type.
    }
    if (!allowed.includes(file.type) || shown !== file.type) {
      refuse(slot, labels.noticeInvalidTypeTitle, labels.noticeInvalidTypeText);
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      refuse(slot, labels.noticeTooLargeTitle, labels.noticeTooLargeText);
      return;
    }
    const previous = slots[slot].chosen;
    if (previous && previous.preview !== 'pdf') URL.revokeObjectURL(previous.preview);
    const preview = file.type === 'application/pdf' ? 'pdf' : URL.createObjectURL(file);
    dispatch({ type: 'choose', slot, chosen: { file, preview } });
    notify({ title: labels.noticeSelectedTitle, description: file.name });
  }

  function remove(slot: SlotId) {
    const chosen = slots[slot].chosen;
    if (!chosen) return;
    if (chosen.preview !== 'pdf') URL.revokeObjectURL(chosen.preview);
    dispatch({ type: 'remove', slot });
    notify({ title: labels.noticeDeletedTitle, description: chosen.file.name });
  }

  async function upload() {
    const applicant = await applicantForUpload();
    if (!applicant) return;
    const missing = missingSlots(state);
    if (missing.length > 0) {
      notify({
        title: labels.noticeMissingFilesTitle,
        description: fill(labels.noticeMissingFilesText, {
          names: missing.map((slot) => labels.slots[slot]).join(labels.listSeparator),
        }),
        variant: 'error',
      });
      return;
    }
    dispatch({ type: 'uploadStarted' });
    const fail = (message: string, slot?: SlotId, file?: File) => {
      dispatch({
        type: 'failed',
        slot,
        error: file ? fill(labels.failedFile, { file: file.name, message }) : undefined,
      });
      notify({
        title: labels.noticeUploadErrorTitle,
        description: fill(labels.noticeUploadErrorText, { message }),
        variant: 'error',
      });
    };
    try {
      let current =
        started && application?.id !== started.id
          ? { id: started.id, token: started.token }
          : application;
      if (!current) {
        const response = await fetch('/api/applications', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...applicant, locale }),
        });
        if (!response.ok) return fail(await messageOf(response, locale, labels.networkError));
        const created = (await response.json()) as { id: string; token: string };
        current = { id: created.id, token: created.token };
      }
      dispatch({ type: 'applicationStarted', application: current });
      // A new application (the form's, or a new applicant's) has none of the files yet.
      const pending =
        current.id === application?.id
          ? pendingSlots(state)
          : pendingSlots(uploadReducer(state, { type: 'leaveApplication' }));
      for (const { slot, file } of pending) {
        dispatch({ type: 'progress', slot, fraction: 0 });
        let response: Response;
        try {
          response = await sendFile(
            `/api/applications/${current.id}/documents/${slot}`,
            current.token,
            file,
            (fraction) => dispatch({ type: 'progress', slot, fraction }),
          );
        } catch {
          return fail(labels.networkError, slot, file);
        }
        if (!response.ok) {
          return fail(await messageOf(response, locale, labels.networkError), slot, file);
        }
        dispatch({ type: 'uploaded', slot });
      }
      const response = await fetch(`/api/applications/${current.id}/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${current.token}` },
      });
      if (!response.ok) return fail(await messageOf(response, locale, labels.networkError));
      const result = (await response.json()) as {
        reference: string;
        notified: boolean;
        submittedAt: string;
        documents: Receipt['documents'];
      };
      if (!result.notified) {
        notify({
          title: labels.noticeNotifyFailedTitle,
          description: labels.noticeNotifyFailedText,
          variant: 'error',
        });
      }
      notify({ title: labels.noticeSuccessTitle, description: labels.noticeSuccessText });
      dispatch({
        type: 'completed',
        receipt: {
          reference: result.reference,
          name: applicant.name,
          email: applicant.email,
          programme: started?.programme,
          submittedAt: result.submittedAt,
          documents: result.documents,
          id: current.id,
          token: current.token,
        },
      });
      onComplete?.();
    } catch {
      fail(labels.networkError);
    }
  }

  function startAgain() {
    for (const slot of slotOrder) {
      const chosen = slots[slot].chosen;
      if (chosen && chosen.preview !== 'pdf') URL.revokeObjectURL(chosen.preview);
    }
    dispatch({ type: 'reset' });
  }

  return { state, dispatch, saveData, choose, remove, upload, startAgain };
}
