/**
 * The application form's draft, kept in this browser (localStorage) until the form is
 * received: the answers, the step and the key of the submission (so a retry after a lost
 * answer is recognised by the server as the same submission). Nothing leaves the browser
 * before the applicant sends the form.
 */
import type { ApplicationFormInput } from '@/lib/application-form';

const DRAFT_KEY = 'application-form-draft-v1';

export interface Draft {
  values: Partial<ApplicationFormInput>;
  step: number;
  key: string;
}

/** A random UUID (v4), also where crypto.randomUUID is missing (a page not served over HTTPS). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function readDraft(): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    if (
      draft &&
      typeof draft === 'object' &&
      typeof draft.key === 'string' &&
      /^[0-9a-f-]{36}$/.test(draft.key) &&
      typeof draft.step === 'number' &&
      draft.values &&
      typeof draft.values === 'object'
    ) {
      return draft;
    }
  } catch {
    // Nothing stored, storage unavailable, or not ours.
  }
  return null;
}

export function saveDraft(draft: Draft): void {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the form still works, without the draft.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
