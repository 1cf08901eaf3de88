import { z } from 'zod';
import { retryMail } from '@/server/mail/retry-mail';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/** The retry carries nothing but its address: an empty JSON object. */
const retrySchema = z.object({}).strict();

/**
 * POST /api/staff/mail/{id}/retry {} (administrator): a failed message goes back to pending and
 * is sent now, in the background. 200 {status: 'pending'}; 401 signed out; 403 another role or
 * another site; 404 unknown message; 409 the message has not failed.
 */
export const POST = staffWriteRoute(
  'administrator',
  retrySchema,
  { maxBytes: 1024, invalid: 'invalid_mail_retry', param: 'id' },
  async (db, staff, _input, id) => {
    const { status } = await retryMail(db, staff, id);
    return { status };
  },
);
