import { newsStatusSchema } from '@/lib/news';
import { changeAcademicYearStatus } from '@/server/calendar/calendar-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/calendar/{year}/status {action: 'publish' | 'unpublish', version} | {action:
 * 'schedule', at: 'YYYY-MM-DDTHH:MM' in Khartoum, version} (editor), as for the news. 200
 * {visibility, publishAt}; 400 another action or time; 401 signed out; 403 another role or
 * another site; 404 unknown year; 409 a name missing in a language, already so, a time that has
 * passed, or changed since `version`.
 */
export const POST = staffWriteRoute(
  'editor',
  newsStatusSchema,
  { maxBytes: 1024, invalid: 'invalid_news_status', param: 'year' },
  (db, staff, input, year) => changeAcademicYearStatus(db, staff, year, input),
);
