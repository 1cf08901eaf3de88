import { z } from 'zod';
import { NAVIGATION_MAX_BYTES, navigationSchema } from '@/lib/navigation';
import { saveNavigationDraft } from '@/server/navigation/navigation-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/navigation {navigation: {menus, home}, version} (editor, section navigation):
 * saves the menus' and the home page's draft (kept as a revision); visitors see nothing of it
 * until it is published. 200 {version, pending}; 400 a field refused (named by its path) or a
 * structure that is not the site's; 401 signed out; 403 another role, section or site; 409 the
 * draft changed since `version`, or nothing changed; 413 too large; 415 not JSON.
 */
export const POST = staffWriteRoute(
  'editor',
  z.object({ navigation: navigationSchema, version: z.number().int().min(0) }).strict(),
  { maxBytes: NAVIGATION_MAX_BYTES, invalid: 'invalid_navigation', nested: true },
  (db, staff, input) => saveNavigationDraft(db, staff, input.version, input.navigation),
);
