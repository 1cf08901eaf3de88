import { statusTemplateSchema } from '@/lib/status-templates';
import { saveStatusTemplate } from '@/server/applications/status-templates';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/applications/templates {status, locale, subject, body} (admissions): saves
 * the office's words for one status's e-mail in one language. 200 {saved}; 400 a field refused
 * (an unknown placeholder, no {link}, no {message} when asking for more information); 401
 * signed out; 403 another role or another site; 413 too large; 415 not JSON.
 */
export const POST = staffWriteRoute(
  'admissions',
  statusTemplateSchema,
  { maxBytes: 32 * 1024, invalid: 'invalid_template' },
  (db, staff, input) => saveStatusTemplate(db, staff, input),
);
