import { noteSchema } from '@/lib/review-status';
import { addApplicationNote } from '@/server/applications/add-application-note';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/applications/{id}/notes {body} (admissions): an internal note. 201 {id};
 * 400 empty or too long; 401 signed out; 403 another role or another site; 404 unknown.
 */
export const POST = staffWriteRoute(
  'admissions',
  noteSchema,
  { maxBytes: 16 * 1024, invalid: 'invalid_note', param: 'id', created: true },
  (db, staff, input, id) => addApplicationNote(db, staff, id, input.body),
);
