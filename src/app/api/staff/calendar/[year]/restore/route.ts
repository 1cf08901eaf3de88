import { newsRestoreSchema } from '@/lib/news';
import { restoreAcademicYearRevision } from '@/server/calendar/calendar-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/calendar/{year}/restore {revision} (editor): puts that revision back, kept as
 * a new revision. 200 {year, version}; 400 no revision id, or a revision today's rules refuse;
 * 401 signed out; 403 another role or another site; 404 unknown year or a revision of another
 * year; 409 a published year would lose a required name.
 */
export const POST = staffWriteRoute(
  'editor',
  newsRestoreSchema,
  { maxBytes: 1024, invalid: 'invalid_academic_year', param: 'year' },
  (db, staff, input, year) => restoreAcademicYearRevision(db, staff, year, input.revision),
);
