/**
 * What the tests of the publishing desks share (news, events, the board, the directory, the
 * academic calendar, the banner): the editor who acts, how a refusal is read, what the audit
 * log holds for a record, and a schema's refusal as field and message.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/db';
import { staffAuditLog } from '@/server/db/schema';
import { AppError } from '@/server/errors';

/** The staff member the desks' tests act as. */
export const editor = { id: 'editor-1', email: 'editor@alrowad.edu.sd' };

/** The AppError a promise is refused with; any other error fails the test, and so does success. */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('not refused');
}

/** The code of the AppError a promise is refused with (as `refusal`). */
export async function refusalCode(promise: Promise<unknown>): Promise<string> {
  return (await refusal(promise)).code;
}

/** The actions the audit log holds for one record, in alphabetical order. */
export async function auditedActions(db: Db, subjectId: string): Promise<string[]> {
  const audit = await db
    .select({ action: staffAuditLog.action })
    .from(staffAuditLog)
    .where(eq(staffAuditLog.subjectId, subjectId));
  return audit.map((row) => row.action).sort();
}

/** What a schema refused, as [field, message] pairs in order (the parse must have failed). */
export function refusedFields(result: {
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}): [PropertyKey | undefined, string][] {
  return result
    .error!.issues.map((issue): [PropertyKey | undefined, string] => [issue.path[0], issue.message])
    .sort();
}
