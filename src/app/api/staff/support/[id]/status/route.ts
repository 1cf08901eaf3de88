import { supportStatusSchema } from '@/lib/support-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';
import { changeSupportStatus } from '@/server/support/change-support-status';

/**
 * POST /api/staff/support/{id}/status {action: 'close' | 'reopen'} (support). 200 {status};
 * 400 another action; 401 signed out; 403 another role or another site; 404 unknown request;
 * 409 already closed (close) or not closed (reopen).
 */
export const POST = staffWriteRoute(
  'support',
  supportStatusSchema,
  { maxBytes: 1024, invalid: 'invalid_support_status', param: 'id' },
  (db, staff, input, id) => changeSupportStatus(db, staff, id, input.action),
);
