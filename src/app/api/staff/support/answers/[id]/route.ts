import { supportAnswerSchema } from '@/lib/support-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';
import { saveSupportAnswer } from '@/server/support/support-answers';

/**
 * POST /api/staff/support/answers/{id} {title, body} (support): a saved answer changed. 200
 * {id}; 400 a field empty or too long; 401 signed out; 403 another role or another site; 404
 * unknown; 409 another saved answer has this title.
 */
export const POST = staffWriteRoute(
  'support',
  supportAnswerSchema,
  { maxBytes: 32 * 1024, invalid: 'invalid_support_answer', param: 'id' },
  async (db, staff, input, id) => saveSupportAnswer(db, staff, id, input),
);
