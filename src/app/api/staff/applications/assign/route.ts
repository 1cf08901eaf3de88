import { bulkAssignmentSchema } from '@/lib/review-status';
import { assignApplications } from '@/server/applications/assign-application';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/applications/assign {ids, to} (admissions): up to 200 applications selected in
 * the inbox assigned to one admissions officer (`to`, an account id) or to no one (null), in one
 * transaction, each change in the audit log. 200 {changed, unchanged}; 400 a wrong field or an
 * account that cannot be assigned; 401 signed out; 403 another role or another site; 404 an
 * unknown application (then nothing changed).
 */
export const POST = staffWriteRoute(
  'admissions',
  bulkAssignmentSchema,
  { maxBytes: 24 * 1024, invalid: 'invalid_assignment' },
  (db, staff, { ids, to }) => assignApplications(db, staff, ids, to),
);
