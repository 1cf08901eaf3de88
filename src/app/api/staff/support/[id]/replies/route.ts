import { supportReplySchema } from '@/lib/support-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';
import { replyToSupportRequest } from '@/server/support/reply-to-support-request';

/**
 * POST /api/staff/support/{id}/replies {body} (support): a reply, e-mailed to the requester in
 * the language of their request; the request becomes answered. 201 {id, status}; 400 empty or
 * too long (both languages); 401 signed out; 403 another role or another site; 404 unknown.
 */
export const POST = staffWriteRoute(
  'support',
  supportReplySchema,
  { maxBytes: 32 * 1024, invalid: 'invalid_support_reply', param: 'id', created: true },
  async (db, staff, input, id) => {
    const reply = await replyToSupportRequest(db, staff, id, input.body);
    return { id: reply.id, status: reply.status };
  },
);
