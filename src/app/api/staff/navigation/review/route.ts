import { z } from 'zod';
import { reviewComment } from '@/lib/page-pair';
import { returnNavigation, submitNavigation } from '@/server/navigation/navigation-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

const version = z.number().int().min(0);

/**
 * POST /api/staff/navigation/review {action: 'submit', version} | {action: 'return', version,
 * comment} (editor, section navigation; issue #47): where the menus wait for review, an editor
 * limited to some sections submits the draft; a reviewer (an editor of every section) sends it
 * back with a comment, e-mailed to the author (publishing it approves it). 200 {version}; 400 no
 * version or comment; 401 signed out; 403 another role, section or site, or a return by an
 * editor who does not review; 409 changed since `version`, no draft, already submitted, or not
 * submitted.
 */
export const POST = staffWriteRoute(
  'editor',
  z.discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('submit'), version }).strict(),
      z.object({ action: z.literal('return'), version, comment: reviewComment }).strict(),
    ],
    { error: 'invalid' },
  ),
  { maxBytes: 8 * 1024, invalid: 'invalid_item_review' },
  (db, staff, input) =>
    input.action === 'submit'
      ? submitNavigation(db, staff, input.version)
      : returnNavigation(db, staff, input.version, input.comment),
);
