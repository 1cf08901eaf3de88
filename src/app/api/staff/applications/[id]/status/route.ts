import { statusChangeSchema } from '@/lib/review-status';
import { changeApplicationStatus } from '@/server/applications/change-application-status';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/applications/{id}/status {status, message?} (admissions): the new status,
 * e-mailed to the applicant. 200 {status}; 400 with a message per wrong field; 401 signed out;
 * 403 another role or another site; 404 unknown application; 409 nothing changed.
 */
export const POST = staffWriteRoute(
  'admissions',
  statusChangeSchema,
  { maxBytes: 8 * 1024, invalid: 'invalid_status_change', param: 'id' },
  async (db, staff, input, id) => {
    await changeApplicationStatus(db, staff, id, input);
    return { status: input.status };
  },
);
