import { circularDraftSchema } from '@/lib/circulars';
import { NEWS_MAX_BYTES } from '@/lib/news';
import { createCircular } from '@/server/circulars/circulars-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/circulars {slug, date, expiresOn, kind, audiences, urgent, titleAr, …, fileId}
 * (editor, section circulars): a new notice or circular, a draft. 201 {id}; 400 a field refused
 * (with the fields' messages: a document that is not the library's is one); 401 signed out;
 * 403 another role, section or site; 409 the address is taken; 413 too large; 415 not JSON.
 */
export const POST = staffWriteRoute(
  'editor',
  circularDraftSchema,
  { maxBytes: NEWS_MAX_BYTES, invalid: 'invalid_circular', created: true },
  (db, staff, input) => createCircular(db, staff, input),
);
