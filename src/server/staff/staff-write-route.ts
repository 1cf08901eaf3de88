/**
 * The route handler of a staff write that is nothing but its desk's function: readStaffWrite's
 * checks and body (same site, signed in with the role, within the rate, JSON the schema
 * accepts), then the write, answered as JSON that no cache keeps; a refusal as errorResponse
 * words it. The route files give the desk's function and document their answers; the
 * publication, restore and removal routes of a desk's record are made from it once
 * (src/server/publishing/desk-routes.ts).
 */
import 'server-only';
import type { z } from 'zod';
import type { StaffRole } from '@/lib/staff-roles';
import type { Db } from '../db/db';
import { errorResponse, type ErrorCode } from '../errors';
import { readStaffWrite } from './read-staff-write';
import type { SignedInStaff } from './staff-session';

interface WriteOptions<Param extends string> {
  /** The most the JSON body may weigh. */
  maxBytes: number;
  /** The error that names a body the schema refuses. */
  invalid: ErrorCode;
  /** Name a refused field by its whole path (`semesters.0.nameAr`), for forms with lists. */
  nested?: boolean;
  /** The route's segment that names the record (`[id]`, `[year]`); none for a collection. */
  param?: Param;
  /** Answer 201: the write creates a record. */
  created?: boolean;
}

export function staffWriteRoute<S extends z.ZodType, Param extends string = never>(
  role: StaffRole,
  schema: S,
  { param, created = false, ...read }: WriteOptions<Param>,
  write: (db: Db, staff: SignedInStaff, input: z.infer<S>, record: string) => Promise<unknown>,
) {
  return async function POST(
    request: Request,
    context?: { params: Promise<Record<Param, string>> },
  ): Promise<Response> {
    try {
      const record = param && context ? (await context.params)[param] : '';
      const { db, staff, input } = await readStaffWrite(request, role, schema, read);
      return Response.json(await write(db, staff, input, record), {
        status: created ? 201 : 200,
        headers: { 'Cache-Control': 'no-store' },
      });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
