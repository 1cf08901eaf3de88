import { z } from 'zod';
import { discardNavigationDraft } from '@/server/navigation/navigation-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/navigation/discard {version} (editor, section navigation): the draft goes back
 * to what visitors see. 200 {version}; 400 no version; 401 signed out; 403 another role, section
 * or site; 409 changed since `version`, or no draft to discard.
 */
export const POST = staffWriteRoute(
  'editor',
  z.object({ version: z.number().int().min(0) }).strict(),
  { maxBytes: 1024, invalid: 'invalid_navigation' },
  (db, staff, input) => discardNavigationDraft(db, staff, input.version),
);
