import { templateResetSchema } from '@/lib/status-templates';
import { resetStatusTemplate } from '@/server/applications/status-templates';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/applications/templates/reset {status, locale} (admissions): one status's
 * e-mail in one language goes back to the college's default words. 200 {reset}; 400 unknown
 * status or language; 401 signed out; 403 another role or another site.
 */
export const POST = staffWriteRoute(
  'admissions',
  templateResetSchema,
  { maxBytes: 256, invalid: 'invalid_template' },
  (db, staff, input) => resetStatusTemplate(db, staff, input),
);
