import { departmentsSchema } from '@/lib/departments';
import { saveDepartments } from '@/server/directory/departments-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/departments {departments: [{id, ar, en}], version} (editor): saves the
 * directory's departments in their order (src/lib/departments.ts); a new one comes with an empty
 * id and gets one from its English name. 200 {version, changed}; 400 a name refused, named by its
 * path (`departments.2.en`); 401 signed out; 403 another role or another site; 409 saved by
 * someone else since `version`, or a removed department still names people of the directory.
 * The directory reads them on each request.
 */
export const POST = staffWriteRoute(
  'editor',
  departmentsSchema,
  { maxBytes: 16 * 1024, invalid: 'invalid_departments', nested: true },
  (db, staff, input) => saveDepartments(db, staff, input),
);
