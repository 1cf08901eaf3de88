import { supportAssignmentSchema } from '@/lib/support-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';
import { assignSupportRequest } from '@/server/support/assign-support-request';

/**
 * POST /api/staff/support/{id}/assign {to: agent's id | null} (support): the support agent the
 * request is assigned to, or no one. 200 {assignedTo}; 400 not a support agent who can sign
 * in; 401 signed out; 403 another role or another site; 404 unknown request.
 */
export const POST = staffWriteRoute(
  'support',
  supportAssignmentSchema,
  { maxBytes: 1024, invalid: 'invalid_support_assignment', param: 'id' },
  async (db, staff, { to }, id) => assignSupportRequest(db, staff, id, to),
);
