import { z } from 'zod';
import { renewPublicPages } from '@/server/pages/refresh-pages';
import { publishNavigation } from '@/server/navigation/navigation-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/navigation/publish {version} (editor, section navigation): publishes the
 * draft; every public page is renewed, since the menus are on each. 200 {version}; 400 no
 * version; 401 signed out; 403 another role, section or site; 409 changed since `version`, or
 * no draft to publish.
 */
export const POST = staffWriteRoute(
  'editor',
  z.object({ version: z.number().int().min(0) }).strict(),
  { maxBytes: 1024, invalid: 'invalid_navigation' },
  async (db, staff, input) => {
    const published = await publishNavigation(db, staff, input.version);
    renewPublicPages();
    return published;
  },
);
