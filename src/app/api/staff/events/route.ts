import { EVENT_MAX_BYTES, eventDraftSchema } from '@/lib/college-events';
import { createEvent } from '@/server/events/events-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/events {slug, date, time, durationMinutes, titleAr, …} (editor): a new event,
 * a draft. 201 {id}; 400 a field refused (with the fields' messages); 401 signed out; 403
 * another role or another site; 409 the address is taken; 413 too large; 415 not JSON.
 */
export const POST = staffWriteRoute(
  'editor',
  eventDraftSchema,
  { maxBytes: EVENT_MAX_BYTES, invalid: 'invalid_event', created: true },
  (db, staff, input) => createEvent(db, staff, input),
);
