import { z } from 'zod';
import { restoreNavigationRevision } from '@/server/navigation/navigation-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/navigation/restore {revision} (editor, section navigation): puts that
 * revision into the draft (kept as a new revision); publishing shows it. 200 {version, pending};
 * 400 no revision id, or a revision that can no longer be read; 401 signed out; 403 another
 * role, section or site; 404 unknown revision (or another record's).
 */
export const POST = staffWriteRoute(
  'editor',
  z.object({ revision: z.uuid({ error: 'revisionInvalid' }) }).strict(),
  { maxBytes: 1024, invalid: 'invalid_navigation' },
  (db, staff, input) => restoreNavigationRevision(db, staff, input.revision),
);
