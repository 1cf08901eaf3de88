import { bulkEmailSchema } from '@/lib/review-status';
import { emailApplicants } from '@/server/applications/email-applicants';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/applications/email {ids, subject, body} (admissions): one e-mail to up to
 * 200 applicants selected in the inbox, each in their language around the officer's words, in
 * one transaction with an audit row each. 200 {sent}; 400 a wrong field; 401 signed out; 403
 * another role or another site; 404 an unknown application (then nothing is sent).
 */
export const POST = staffWriteRoute(
  'admissions',
  bulkEmailSchema,
  { maxBytes: 48 * 1024, invalid: 'invalid_bulk_email' },
  (db, staff, input) => emailApplicants(db, staff, input),
);
