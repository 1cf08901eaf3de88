import { bulkStatusChangeSchema } from '@/lib/review-status';
import { changeApplicationsStatus } from '@/server/applications/change-application-status';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/applications/status {ids, status, message?} (admissions): one status and one
 * message for up to 200 applications selected in the inbox, each e-mailed to its applicant, all
 * in one transaction. 200 {changed, unchanged} (unchanged: already at that status, with no
 * message); 400 with a message per wrong field; 401 signed out; 403 another role or another
 * site; 404 an unknown application (then nothing changed).
 */
export const POST = staffWriteRoute(
  'admissions',
  bulkStatusChangeSchema,
  { maxBytes: 24 * 1024, invalid: 'invalid_status_change' },
  async (db, staff, { ids, ...change }) => changeApplicationsStatus(db, staff, ids, change),
);
