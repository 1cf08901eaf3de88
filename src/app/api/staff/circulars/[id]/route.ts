import { circularSaveSchema } from '@/lib/circulars';
import { NEWS_MAX_BYTES } from '@/lib/news';
import { saveCircular } from '@/server/circulars/circulars-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/circulars/{id} {slug, date, …, version} (editor, section circulars): saves the
 * circular (a revision is kept). 200 {id, version}; 400 a field refused; 401 signed out; 403
 * another role, section or site; 404 unknown circular; 409 the address is taken, a published
 * circular would lose a required field, or the circular changed since `version`.
 */
export const POST = staffWriteRoute(
  'editor',
  circularSaveSchema,
  { maxBytes: NEWS_MAX_BYTES, invalid: 'invalid_circular', param: 'id' },
  (db, staff, { version, ...draft }, id) => saveCircular(db, staff, id, draft, { version }),
);
