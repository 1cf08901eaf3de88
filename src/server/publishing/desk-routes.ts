/**
 * The route handlers every publishing desk has for a record at /api/staff/{desk}/{id}: its
 * publication (publish now, at a time, or take off the site) and the restore of an earlier
 * version. Both are editor-only writes read by readStaffWrite (JSON, same site, at most 1 KB);
 * the route files give the desk's own functions and document their answers.
 */
import 'server-only';
import { newsRestoreSchema, newsStatusSchema, type NewsStatusChange } from '@/lib/news';
import type { Db } from '../db/db';
import { errorResponse, type ErrorCode } from '../errors';
import { readStaffWrite } from '../staff/read-staff-write';
import type { SignedInStaff } from '../staff/staff-session';

type Context = { params: Promise<{ id: string }> };
type Write<T> = (db: Db, staff: SignedInStaff, id: string, input: T) => Promise<unknown>;

const noStore = { headers: { 'Cache-Control': 'no-store' } };

/** POST {action: 'publish' | 'unpublish', version} | {action: 'schedule', at, version}. */
export function publicationRoute(change: Write<NewsStatusChange>) {
  return async function POST(request: Request, { params }: Context): Promise<Response> {
    try {
      const { id } = await params;
      const { db, staff, input } = await readStaffWrite(request, 'editor', newsStatusSchema, {
        maxBytes: 1024,
        invalid: 'invalid_news_status',
      });
      return Response.json(await change(db, staff, id, input), noStore);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** POST {revision}: puts that revision back (kept as a new one); `invalid` names a bad body. */
export function restoreRoute(restore: Write<string>, invalid: ErrorCode) {
  return async function POST(request: Request, { params }: Context): Promise<Response> {
    try {
      const { id } = await params;
      const { db, staff, input } = await readStaffWrite(request, 'editor', newsRestoreSchema, {
        maxBytes: 1024,
        invalid,
      });
      return Response.json(await restore(db, staff, id, input.revision), noStore);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
