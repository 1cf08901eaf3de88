import { z } from 'zod';
import { staffWriteRoute } from '@/server/staff/staff-write-route';
import { removeSupportAnswer } from '@/server/support/support-answers';

/**
 * POST /api/staff/support/answers/{id}/remove {} (support): a saved answer deleted (the replies
 * sent with it keep their words). 200 {id}; 401 signed out; 403 another role or another site;
 * 404 unknown.
 */
export const POST = staffWriteRoute(
  'support',
  z.object({}).strict(),
  { maxBytes: 1024, invalid: 'invalid_support_answer', param: 'id' },
  async (db, staff, _input, id) => removeSupportAnswer(db, staff, id),
);
