import { NEWS_MAX_BYTES, newsSaveSchema } from '@/lib/news';
import { saveNews } from '@/server/news/news-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/news/{id} {slug, date, titleAr, …, version} (editor): saves the item (a
 * revision is kept). 200 {id, version}; 400 a field refused; 401 signed out; 403 another role or
 * another site; 404 unknown item; 409 the address is taken, a published item would lose a
 * required field, or the item changed since `version` (its `updatedAt` when the editor read it).
 */
export const POST = staffWriteRoute(
  'editor',
  newsSaveSchema,
  { maxBytes: NEWS_MAX_BYTES, invalid: 'invalid_news', param: 'id' },
  (db, staff, { version, ...draft }, id) => saveNews(db, staff, id, draft, { version }),
);
