'use client';

import type { Messages } from 'next-intl';
import { useState, type FormEvent } from 'react';
import {
  documentTypeOf,
  MAX_FILE_BYTES,
  SIGNATURE_BYTES,
  storedSlotTypes,
  type StoredSlot,
} from '@/lib/document-slots';
import { fill } from '@/lib/template';
import { messageOf, sendFile } from '../application/documents/upload-requests';
import { notify } from '../notices/notify';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { textInput } from '../ui/styles';

type Labels = Messages['YourApplication'];

const typeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

/**
 * One document replaced from the applicant's page, while the office asks for more information:
 * checked here as the documents tab checks a file (size, and the type its first bytes show),
 * then sent with the personal link's key to the same endpoint as the first upload, which checks
 * it all again and replaces the earlier document.
 */
export function ReplaceDocument({
  locale,
  labels,
  slot,
  slotName,
  upload,
  onReplaced,
  words,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  slot: StoredSlot;
  slotName: string;
  /** The field's label and the button's words, when not those of a replaced document. */
  words?: { field: string; button: string };
  /** The application's id and the link's key. */
  upload: { id: string; key: string };
  onReplaced: () => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState(0);
  const id = `replace-${slot}`;
  const allowed: readonly string[] = storedSlotTypes[slot];

  async function refusal(file: File | undefined): Promise<string | undefined> {
    if (!file || file.size === 0) return labels.chooseFirst;
    if (file.size > MAX_FILE_BYTES) return labels.tooLarge;
    const start = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    const type = documentTypeOf(start);
    if (!type || !allowed.includes(type)) {
      return fill(labels.wrongType, { types: allowed.map((t) => typeNames[t]).join(', ') });
    }
    return undefined;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const file = (form.elements.namedItem('file') as HTMLInputElement).files?.[0];
    const refused = await refusal(file);
    setError(refused);
    if (refused || !file) return;
    setPending(true);
    setProgress(0);
    try {
      const response = await sendFile(
        `/api/applications/${upload.id}/documents/${slot}`,
        upload.key,
        file,
        setProgress,
      );
      if (!response.ok) {
        setError(await messageOf(response, locale, labels.failedText));
        return;
      }
      form.reset();
      notify({
        title: slotName,
        description: slot === 'payment' ? labels.proofReceived : labels.replaced,
        variant: 'success',
      });
      onReplaced();
    } catch {
      setError(labels.failedText);
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" data-replace={slot}>
      <FormField
        id={id}
        label={words?.field ?? fill(labels.newDocument, { slot: slotName })}
        error={error}
      >
        <input
          {...fieldAria(id, { error })}
          type="file"
          name="file"
          accept={allowed.join(',')}
          className={textInput}
          onChange={() => setError(undefined)}
        />
      </FormField>
      {pending ? (
        <progress max={1} value={progress} className="w-full" aria-label={labels.uploading} />
      ) : null}
      <SubmitButton pending={pending} pendingLabel={labels.uploading}>
        {words?.button ?? labels.upload}
      </SubmitButton>
    </form>
  );
}
