'use client';

import { useState, type ChangeEvent } from 'react';
import { notify } from '../notices/notify';

/** An uploaded picture: its id and the widths it is stored in. */
export interface UploadedPicture {
  id: string;
  widths: number[];
}

/**
 * Sends the picture chosen in a file input to POST /api/staff/media (the file itself as the
 * body) and hands the stored picture to `done`; a refusal or a network failure becomes a notice
 * in the page's language, with the server's own message when there is one.
 */
export function usePictureUpload(
  locale: 'ar' | 'en',
  labels: { failedTitle: string; failedNetwork: string; uploaded: string },
  done: (picture: UploadedPicture) => void,
) {
  const [uploading, setUploading] = useState(false);
  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const response = await fetch('/api/staff/media', {
        method: 'POST',
        headers: { 'content-type': file.type || 'application/octet-stream' },
        body: file,
      });
      const answer = (await response.json().catch(() => ({}))) as {
        id?: string;
        widths?: number[];
        error?: { message?: Record<string, string> };
      };
      if (!response.ok || !answer.id) {
        notify({
          title: labels.failedTitle,
          description: answer.error?.message?.[locale] ?? labels.failedNetwork,
          variant: 'error',
        });
        return;
      }
      done({ id: answer.id, widths: answer.widths ?? [480] });
      notify({ title: labels.uploaded, variant: 'success' });
    } catch {
      notify({ title: labels.failedTitle, description: labels.failedNetwork, variant: 'error' });
    } finally {
      setUploading(false);
    }
  }
  return { uploading, upload };
}
