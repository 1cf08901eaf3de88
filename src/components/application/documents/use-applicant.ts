import { useEffect, type Dispatch } from 'react';
import type { Messages } from 'next-intl';
import type { Applicant } from '@/lib/applicant-schema';
import { notify } from '../../notices/notify';
import { whenIdle } from '../../ui/when-idle';
import type { StartedApplication } from '../started-application';
import type { UploadAction, UploadState } from './upload-state';

const SESSION_KEY = 'applicant';

/**
 * The applicant schema, shared with the server, loaded the first time the form checks an
 * applicant (or restores the session's): zod stays out of the page's first load.
 */
const loadApplicantSchema = () =>
  import('@/lib/applicant-schema').then((module) => module.applicantSchema);

/**
 * Who the documents are for: the applicant data saved for this session (restored after a reload,
 * with the spec's notices when it is saved or missing), or the online form's application. With
 * the college's own form (`ownForm`), the data names the form sent from another device by its
 * reference (issue #44): no upload without it.
 */
export function useApplicant(
  state: UploadState,
  dispatch: Dispatch<UploadAction>,
  labels: Messages['Upload'],
  started: StartedApplication | null,
  ownForm: boolean,
) {
  const { name, email, saved } = state;
  const reference = ownForm ? state.reference : undefined;

  useEffect(() => {
    let stored: unknown = null;
    try {
      stored = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as unknown;
    } catch {
      // Nothing saved, or storage unavailable.
    }
    if (stored === null) return;
    let current = true;
    void loadApplicantSchema().then((schema) => {
      const parsed = schema.safeParse(stored);
      // Restoring the session's saved data after a reload of the page.
      if (current && parsed.success) dispatch({ type: 'restore', applicant: parsed.data });
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  useEffect(() => whenIdle(() => void loadApplicantSchema().catch(() => undefined)), []);

  /** Keeps the applicant for this session (and starts a new application for a new one). */
  function keep(applicant: Applicant) {
    dispatch({ type: 'save', applicant });
    try {
      sessionStorage.setItem(SESSION_KEY, JSON.stringify(applicant));
    } catch {
      // Kept in the page only.
    }
    notify({ title: labels.noticeSavedTitle, description: labels.noticeSavedText });
  }

  async function saveData() {
    const blank = { name: name.trim() === '', email: email.trim() === '' };
    if (blank.name || blank.email) {
      dispatch({ type: 'invalid', invalid: blank });
      notify({
        title: labels.noticeMissingInfoTitle,
        description: labels.noticeMissingInfoText,
        variant: 'error',
      });
      return;
    }
    const schema = await loadApplicantSchema();
    const parsed = schema.safeParse({ name, email, reference });
    if (!parsed.success) {
      if (!schema.shape.email.safeParse(email).success) {
        dispatch({ type: 'invalid', invalid: { name: false, email: true } });
        notify({
          title: labels.noticeMissingInfoTitle,
          description: labels.noticeInvalidEmailText,
          variant: 'error',
        });
      } else referenceInvalid();
      return;
    }
    keep(parsed.data);
  }

  function referenceInvalid() {
    dispatch({ type: 'invalid', invalid: { name: false, email: false, reference: true } });
    notify({
      title: labels.noticeReferenceInvalidTitle,
      description: labels.noticeReferenceInvalidText,
      variant: 'error',
    });
  }

  /**
   * The applicant the upload is for: the online form's, the saved one, or the fields as typed
   * when they are complete and valid but not saved yet (saved now, with the spec's 'Data Saved'
   * notice). Empty or invalid fields get the spec's 'Applicant Data Required' notice; with the
   * college's own form, a missing reference says to send the form first.
   */
  async function applicantForUpload(): Promise<Applicant | null> {
    if (started) return { name: started.name, email: started.email };
    const applicantSchema = await loadApplicantSchema();
    const parsed = applicantSchema.safeParse({ name, email, reference });
    const person = applicantSchema.pick({ name: true, email: true }).safeParse({ name, email });
    if (person.success && !parsed.success) {
      referenceInvalid();
      return null;
    }
    if (!parsed.success) {
      if (name.trim() !== '' || email.trim() !== '') {
        dispatch({
          type: 'invalid',
          invalid: {
            name: name.trim() === '',
            email: !applicantSchema.shape.email.safeParse(email).success,
          },
        });
      }
      notify({
        title: labels.noticeDataRequiredTitle,
        description: labels.noticeDataRequiredText,
        variant: 'error',
      });
      return null;
    }
    if (ownForm && !parsed.data.reference) {
      dispatch({ type: 'invalid', invalid: { name: false, email: false, reference: true } });
      notify({
        title: labels.noticeFormFirstTitle,
        description: labels.noticeFormFirstText,
        variant: 'error',
      });
      return null;
    }
    if (
      saved?.name === parsed.data.name &&
      saved.email === parsed.data.email &&
      saved.reference === parsed.data.reference
    ) {
      return saved;
    }
    keep(parsed.data);
    return parsed.data;
  }

  return { saveData, applicantForUpload };
}
