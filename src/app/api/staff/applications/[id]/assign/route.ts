import { assignmentSchema } from '@/lib/review-status';
import { assignApplication } from '@/server/applications/assign-application';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/applications/{id}/assign {to: officer's id | null} (admissions): the officer
 * the application is assigned to, or no one. 200 {assignedTo}; 400 not an admissions officer;
 * 401 signed out; 403 another role or another site; 404 unknown application.
 */
export const POST = staffWriteRoute(
  'admissions',
  assignmentSchema,
  { maxBytes: 1024, invalid: 'invalid_assignment', param: 'id' },
  async (db, staff, { to }, id) => assignApplication(db, staff, id, to),
);
