/**
 * The route handlers every publishing desk has for a record at /api/staff/{desk}/{id}: its
 * publication (publish now, at a time, or take off the site), the restore of an earlier
 * version, "the translation is up to date" for the news and the events, and, for a desk of
 * records (the board, the directory), its removal. Each is an editor-only staffWriteRoute
 * (JSON, same site, at most 1 KB); the route files give the desk's own functions and document
 * their answers.
 */
import 'server-only';
import { z } from 'zod';
import { reviewComment } from '@/lib/page-pair';
import { removalSchema } from '@/lib/record-removal';
import { newsRestoreSchema, newsStatusSchema, type NewsStatusChange } from '@/lib/news';
import type { Db } from '../db/db';
import type { ErrorCode } from '../errors';
import type { SignedInStaff } from '../staff/staff-session';
import { staffWriteRoute } from '../staff/staff-write-route';
import { approveProposal, returnProposal, type ProposalSteps } from './proposals';

type Write<T> = (db: Db, staff: SignedInStaff, id: string, input: T) => Promise<unknown>;

/** POST {action: 'publish' | 'unpublish', version} | {action: 'schedule', at, version}. */
export function publicationRoute(change: Write<NewsStatusChange>) {
  return staffWriteRoute(
    'editor',
    newsStatusSchema,
    { maxBytes: 1024, invalid: 'invalid_news_status', param: 'id' },
    (db, staff, input, id) => change(db, staff, id, input),
  );
}

/** POST {revision}: puts that revision back (kept as a new one); `invalid` names a bad body. */
export function restoreRoute(restore: Write<string>, invalid: ErrorCode) {
  return staffWriteRoute(
    'editor',
    newsRestoreSchema,
    { maxBytes: 1024, invalid, param: 'id' },
    (db, staff, input, id) => restore(db, staff, id, input.revision),
  );
}

/** POST {version}: removes the record read at that version; answers {}. */
export function removalRoute(remove: Write<string>, invalid: ErrorCode) {
  return staffWriteRoute(
    'editor',
    removalSchema,
    { maxBytes: 1024, invalid, param: 'id' },
    async (db, staff, input, id) => {
      await remove(db, staff, id, input.version);
      return {};
    },
  );
}

/**
 * POST {version}: "the translation is up to date" (the news, the events): the language that is
 * behind counts as brought up to date now. The version is the item's `updatedAt` as the editor
 * read it.
 */
export function translationRoute(mark: Write<string>) {
  return staffWriteRoute(
    'editor',
    z.object({ version: z.iso.datetime({ offset: true, error: 'invalid' }) }).strict(),
    { maxBytes: 1024, invalid: 'invalid_translation_mark', param: 'id' },
    (db, staff, input, id) => mark(db, staff, id, input.version),
  );
}

const itemVersion = z.iso.datetime({ offset: true, error: 'invalid' });

/**
 * POST {action: 'submit', version} | {action: 'return', version, comment} (news, events,
 * circulars, academic years, the board and the directory; issue #47): the author submits a
 * draft for review; a reviewer sends it back. `param` names the record in the route's path.
 */
export function reviewRoute<Param extends 'id' | 'year' = 'id'>(
  submit: Write<string>,
  sendBack: (
    db: Db,
    staff: SignedInStaff,
    id: string,
    version: string,
    comment: string,
  ) => Promise<unknown>,
  param: Param = 'id' as Param,
) {
  return staffWriteRoute(
    'editor',
    z.discriminatedUnion(
      'action',
      [
        z.object({ action: z.literal('submit'), version: itemVersion }).strict(),
        z
          .object({ action: z.literal('return'), version: itemVersion, comment: reviewComment })
          .strict(),
      ],
      { error: 'invalid' },
    ),
    { maxBytes: 8 * 1024, invalid: 'invalid_item_review', param },
    (db, staff, input, id) =>
      input.action === 'submit'
        ? submit(db, staff, id, input.version)
        : sendBack(db, staff, id, input.version, input.comment),
  );
}

/**
 * POST {action: 'approve', proposal} | {action: 'return', proposal, comment} (the banner, the
 * figures; issue #47): a reviewer applies the desk's proposal or sends it back (proposals.ts);
 * `proposal` is the time of the submission the reviewer read. `after` runs once a proposal is
 * applied (the figures renew the public pages).
 */
export function proposalReviewRoute<Values>(steps: ProposalSteps<Values>, after?: () => void) {
  return staffWriteRoute(
    'editor',
    z.discriminatedUnion(
      'action',
      [
        z.object({ action: z.literal('approve'), proposal: itemVersion }).strict(),
        z
          .object({ action: z.literal('return'), proposal: itemVersion, comment: reviewComment })
          .strict(),
      ],
      { error: 'invalid' },
    ),
    { maxBytes: 8 * 1024, invalid: 'invalid_item_review' },
    async (db, staff, input) => {
      if (input.action === 'return') {
        return returnProposal(db, staff, steps, input.proposal, input.comment);
      }
      const approved = await approveProposal(db, staff, steps, input.proposal);
      after?.();
      return approved;
    },
  );
}
