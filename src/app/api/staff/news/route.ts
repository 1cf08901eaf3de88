import { NEWS_MAX_BYTES, newsDraftSchema } from '@/lib/news';
import { createNews } from '@/server/news/news-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/news {slug, date, titleAr, …} (editor): a new news item, a draft. 201 {id};
 * 400 a field refused (with the fields' messages); 401 signed out; 403 another role or another
 * site; 409 the address is taken; 413 too large; 415 not JSON.
 */
export const POST = staffWriteRoute(
  'editor',
  newsDraftSchema,
  { maxBytes: NEWS_MAX_BYTES, invalid: 'invalid_news', created: true },
  (db, staff, input) => createNews(db, staff, input),
);
