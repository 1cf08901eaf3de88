/**
 * The documents tab's state as one reducer (spec 000 section 4: upload idle → uploading → done
 * or error; each slot empty → selected → deleted), tested on its own like the calendar's and
 * the directory's. Side effects (object URLs, requests, notices) stay in the component.
 */
import type { Applicant } from '@/lib/applicant-schema';
import { slotOrder, type SlotId } from '@/lib/document-slots';

export interface Chosen {
  file: File;
  /** An object URL of the image, or 'pdf' for the PDF indicator. */
  preview: string;
}

export interface SlotState {
  chosen?: Chosen;
  /** The slot's own message (a refused file, a failed upload). */
  error?: string;
  /** Upload progress from 0 to 1 while (or after) the file is sent. */
  progress?: number;
  /** The server has this file. */
  uploaded: boolean;
}

/** What the confirmation and the receipt show. */
export interface Receipt {
  reference: string;
  name: string;
  email: string;
  programme?: string;
  submittedAt: string;
  documents: { slot: SlotId; fileName: string; sizeBytes: number }[];
  /** For the PDF: the application and its token. */
  id: string;
  token: string;
}

export interface UploadState {
  name: string;
  email: string;
  /** The sent form's reference, with the college's own form (issue #44). */
  reference: string;
  /** The applicant data saved for this session (the spec's 'Save data'). */
  saved: Applicant | null;
  invalid: Invalid;
  slots: Record<SlotId, SlotState>;
  uploading: boolean;
  /** The application the documents go to, once started. */
  application: { id: string; token: string } | null;
  done: Receipt | null;
}

/** The applicant's fields marked wrong. */
export interface Invalid {
  name: boolean;
  email: boolean;
  reference?: boolean;
}

export type UploadAction =
  | { type: 'type'; field: 'name' | 'email' | 'reference'; value: string }
  | { type: 'restore'; applicant: Applicant }
  | { type: 'invalid'; invalid: Invalid }
  | { type: 'save'; applicant: Applicant }
  | { type: 'choose'; slot: SlotId; chosen: Chosen }
  | { type: 'refuse'; slot: SlotId; error: string }
  | { type: 'remove'; slot: SlotId }
  | { type: 'uploadStarted' }
  | { type: 'applicationStarted'; application: { id: string; token: string } }
  | { type: 'progress'; slot: SlotId; fraction: number }
  | { type: 'uploaded'; slot: SlotId }
  | { type: 'failed'; slot?: SlotId; error?: string }
  | { type: 'completed'; receipt: Receipt }
  | { type: 'leaveApplication' }
  | { type: 'reset' };

const emptySlots = (): Record<SlotId, SlotState> => ({
  id: { uploaded: false },
  certificate: { uploaded: false },
  photo: { uploaded: false },
});

export const initialUploadState: UploadState = {
  name: '',
  email: '',
  reference: '',
  saved: null,
  invalid: { name: false, email: false },
  slots: emptySlots(),
  uploading: false,
  application: null,
  done: null,
};

function withSlot(state: UploadState, slot: SlotId, change: Partial<SlotState>): UploadState {
  return { ...state, slots: { ...state.slots, [slot]: { ...state.slots[slot], ...change } } };
}

/** Every slot as not sent yet (a new application). */
function notUploaded(slots: Record<SlotId, SlotState>): Record<SlotId, SlotState> {
  return Object.fromEntries(
    slotOrder.map((slot) => [slot, { ...slots[slot], uploaded: false, progress: undefined }]),
  ) as Record<SlotId, SlotState>;
}

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'type':
      return { ...state, [action.field]: action.value };
    case 'restore':
      return {
        ...state,
        saved: action.applicant,
        name: action.applicant.name,
        email: action.applicant.email,
        reference: action.applicant.reference ?? '',
      };
    case 'invalid':
      return { ...state, invalid: action.invalid };
    case 'save': {
      const changed =
        state.saved !== null &&
        (state.saved.name !== action.applicant.name ||
          state.saved.email !== action.applicant.email ||
          state.saved.reference !== action.applicant.reference);
      // A new applicant means a new application.
      return {
        ...state,
        saved: action.applicant,
        invalid: { name: false, email: false },
        ...(changed ? { application: null, slots: notUploaded(state.slots) } : {}),
      };
    }
    case 'choose':
      return withSlot(state, action.slot, {
        chosen: action.chosen,
        error: undefined,
        progress: undefined,
        uploaded: false,
      });
    case 'refuse':
      return withSlot(state, action.slot, { error: action.error });
    case 'remove':
      return withSlot(state, action.slot, {
        chosen: undefined,
        error: undefined,
        progress: undefined,
        uploaded: false,
      });
    case 'uploadStarted':
      return { ...state, uploading: true };
    case 'applicationStarted':
      // Another application has none of this one's files.
      return state.application?.id === action.application.id
        ? state
        : { ...state, application: action.application, slots: notUploaded(state.slots) };
    case 'progress':
      return withSlot(state, action.slot, { progress: action.fraction });
    case 'uploaded':
      return withSlot(state, action.slot, { progress: 1, uploaded: true });
    case 'failed': {
      const stopped = { ...state, uploading: false };
      return action.slot ? withSlot(stopped, action.slot, { error: action.error }) : stopped;
    }
    case 'completed':
      return { ...state, uploading: false, done: action.receipt };
    case 'leaveApplication':
      return { ...state, application: null, slots: notUploaded(state.slots) };
    case 'reset':
      return { ...state, slots: emptySlots(), application: null, done: null, uploading: false };
  }
}

/** The slots without a chosen file, in upload order. */
export function missingSlots(state: UploadState): SlotId[] {
  return slotOrder.filter((slot) => !state.slots[slot].chosen);
}

/** The chosen files the server does not have yet, in upload order. */
export function pendingSlots(state: UploadState): { slot: SlotId; file: File }[] {
  return slotOrder.flatMap((slot) => {
    const { chosen, uploaded } = state.slots[slot];
    return chosen && !uploaded ? [{ slot, file: chosen.file }] : [];
  });
}

/**
 * The earlier slot (in upload order) whose chosen file is the very file chosen for `slot` (same
 * name, size and date): two documents from one file are almost always a slip of the finger, so
 * the slot warns (issue #44); it does not refuse, since one scan may truly hold both.
 */
export function sameFileAs(state: UploadState, slot: SlotId): SlotId | undefined {
  const file = state.slots[slot].chosen?.file;
  if (!file) return undefined;
  return slotOrder.slice(0, slotOrder.indexOf(slot)).find((other) => {
    const theirs = state.slots[other].chosen?.file;
    return (
      theirs !== undefined &&
      theirs.name === file.name &&
      theirs.size === file.size &&
      theirs.lastModified === file.lastModified
    );
  });
}
