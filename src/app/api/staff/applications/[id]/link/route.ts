import { z } from 'zod';
import { replaceApplicantLink } from '@/server/applications/send-applicant-link';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/applications/{id}/link {} (admissions): stops the applicant's personal link
 * and e-mails them a new one. 200 {sent}; 401 signed out; 403 another role or another site;
 * 404 unknown.
 */
export const POST = staffWriteRoute(
  'admissions',
  z.object({}).strict(),
  { maxBytes: 256, invalid: 'invalid_json', param: 'id' },
  (db, staff, _input, id) => replaceApplicantLink(db, staff, id),
);
