import { describe, expect, it } from 'vitest';
import {
  initialUploadState,
  missingSlots,
  pendingSlots,
  sameFileAs,
  uploadReducer,
  type UploadAction,
  type UploadState,
} from './upload-state';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });
const run = (...actions: UploadAction[]): UploadState =>
  actions.reduce(uploadReducer, initialUploadState);

const chooseAll: UploadAction[] = [
  { type: 'choose', slot: 'id', chosen: { file: file('id.pdf'), preview: 'pdf' } },
  { type: 'choose', slot: 'certificate', chosen: { file: file('c.pdf'), preview: 'pdf' } },
  { type: 'choose', slot: 'photo', chosen: { file: file('p.pdf'), preview: 'blob:1' } },
];
const amna = { name: 'Amna', email: 'amna@example.com' };

describe('uploadReducer', () => {
  it('names the missing slots in upload order, and forgets a removed file', () => {
    expect(missingSlots(run())).toEqual(['id', 'certificate', 'photo']);
    const state = run(chooseAll[1]!, { type: 'remove', slot: 'certificate' }, chooseAll[2]!);
    expect(missingSlots(state)).toEqual(['id', 'certificate']);
    expect(state.slots.certificate).toEqual({
      chosen: undefined,
      error: undefined,
      progress: undefined,
      uploaded: false,
    });
  });

  it('keeps a refused file’s message on its slot until another file is chosen', () => {
    const refused = run({ type: 'refuse', slot: 'photo', error: 'Invalid File Type' });
    expect(refused.slots.photo.error).toBe('Invalid File Type');
    expect(uploadReducer(refused, chooseAll[2]!).slots.photo.error).toBeUndefined();
  });

  it('resumes after a failure with the files the server does not have yet', () => {
    const state = run(
      ...chooseAll,
      { type: 'uploadStarted' },
      { type: 'applicationStarted', application: { id: 'a', token: 't' } },
      { type: 'uploaded', slot: 'id' },
      { type: 'progress', slot: 'certificate', fraction: 0.4 },
      { type: 'failed', slot: 'certificate', error: 'Failed to upload c.pdf: lost' },
    );
    expect(state.uploading).toBe(false);
    expect(state.slots.id).toMatchObject({ uploaded: true, progress: 1 });
    expect(state.slots.certificate.error).toBe('Failed to upload c.pdf: lost');
    expect(pendingSlots(state).map((p) => p.slot)).toEqual(['certificate', 'photo']);
    // A new file for a slot already sent is sent again.
    const replaced = uploadReducer(state, {
      type: 'choose',
      slot: 'id',
      chosen: { file: file('id2.pdf'), preview: 'pdf' },
    });
    expect(pendingSlots(replaced).map((p) => p.slot)).toEqual(['id', 'certificate', 'photo']);
  });

  it('starts a new application for a new applicant or another application', () => {
    const sent = run(
      { type: 'save', applicant: amna },
      ...chooseAll,
      { type: 'applicationStarted', application: { id: 'a', token: 't' } },
      { type: 'uploaded', slot: 'id' },
    );
    const same = uploadReducer(sent, { type: 'save', applicant: { ...amna } });
    expect(same.application).toEqual({ id: 'a', token: 't' });
    expect(same.slots.id.uploaded).toBe(true);
    const other = uploadReducer(sent, {
      type: 'save',
      applicant: { ...amna, email: 'other@example.com' },
    });
    expect(other.application).toBeNull();
    expect(pendingSlots(other)).toHaveLength(3);
    const form = uploadReducer(sent, {
      type: 'applicationStarted',
      application: { id: 'b', token: 'u' },
    });
    expect(form.application?.id).toBe('b');
    expect(form.slots.id.uploaded).toBe(false);
  });

  it('clears the invalid marks when the applicant is saved, and resets after the confirmation', () => {
    const marked = run({ type: 'invalid', invalid: { name: true, email: false } });
    expect(uploadReducer(marked, { type: 'save', applicant: amna }).invalid).toEqual({
      name: false,
      email: false,
    });
    const done = run(
      { type: 'save', applicant: amna },
      ...chooseAll,
      {
        type: 'completed',
        receipt: {
          reference: 'RWD-2026-AAAAAA',
          name: 'Amna',
          email: amna.email,
          submittedAt: '2026-11-24T08:00:00Z',
          documents: [],
          id: 'a',
          token: 't',
        },
      },
      { type: 'reset' },
    );
    expect(done.done).toBeNull();
    expect(done.saved).toEqual(amna);
    expect(missingSlots(done)).toHaveLength(3);
  });
});

describe('sameFileAs', () => {
  it('names the earlier slot holding the very same file, and nothing for a different one', () => {
    const scan = new File(['scan'], 'scan.pdf', { type: 'application/pdf', lastModified: 1 });
    const twin = new File(['scan'], 'scan.pdf', { type: 'application/pdf', lastModified: 2 });
    const state = run(
      { type: 'choose', slot: 'id', chosen: { file: scan, preview: 'pdf' } },
      { type: 'choose', slot: 'certificate', chosen: { file: scan, preview: 'pdf' } },
      { type: 'choose', slot: 'photo', chosen: { file: twin, preview: 'blob:1' } },
    );
    expect(sameFileAs(state, 'id')).toBeUndefined();
    expect(sameFileAs(state, 'certificate')).toBe('id');
    // The same name and size, saved at another time: another file.
    expect(sameFileAs(state, 'photo')).toBeUndefined();
    expect(sameFileAs(run(), 'certificate')).toBeUndefined();
  });
});
