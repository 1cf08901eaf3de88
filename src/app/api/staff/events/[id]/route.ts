import { EVENT_MAX_BYTES, eventSaveSchema } from '@/lib/college-events';
import { saveEvent } from '@/server/events/events-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/events/{id} {slug, date, …, version} (editor): saves the event (a revision is
 * kept). 200 {id, version}; 400 a field refused; 401 signed out; 403 another role or another
 * site; 404 unknown event; 409 the address is taken, a published event would lose a required
 * field, or the event changed since `version`.
 */
export const POST = staffWriteRoute(
  'editor',
  eventSaveSchema,
  { maxBytes: EVENT_MAX_BYTES, invalid: 'invalid_event', param: 'id' },
  (db, staff, { version, ...draft }, id) => saveEvent(db, staff, id, draft, { version }),
);
