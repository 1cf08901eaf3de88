import { supportAnswerSchema } from '@/lib/support-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';
import { createSupportAnswer } from '@/server/support/support-answers';

/**
 * POST /api/staff/support/answers {title, body} (support): a new saved answer of the desk. 201
 * {id}; 400 a field empty or too long (both languages); 401 signed out; 403 another role or
 * another site; 409 a saved answer has this title already.
 */
export const POST = staffWriteRoute(
  'support',
  supportAnswerSchema,
  { maxBytes: 32 * 1024, invalid: 'invalid_support_answer', created: true },
  async (db, staff, input) => createSupportAnswer(db, staff, input),
);
