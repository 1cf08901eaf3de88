/**
 * The support desk's saved answers (issue #45): answers it sends often, each a title to pick it
 * by and a text that the request's page inserts into the reply box, to change there before it
 * is sent. Listed, added, changed and deleted on /staff/support/answers by the support role.
 */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { SupportAnswer } from '@/lib/support-desk';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import { supportAnswers, type SupportAnswerRow } from '../db/schema';
import { AppError } from '../errors';
import type { SignedInStaff } from '../staff/staff-session';

/** Every saved answer, by title. */
export async function listSupportAnswers(db: Db): Promise<SupportAnswerRow[]> {
  return db
    .select()
    .from(supportAnswers)
    .orderBy(asc(supportAnswers.title), asc(supportAnswers.id));
}

/** A title another answer holds already: 409. */
function refuseTakenTitle(error: unknown): never {
  // Drizzle wraps the database's error: the constraint is named in its cause.
  const cause = (error as { cause?: { constraint?: unknown; message?: unknown } } | null)?.cause;
  if (
    cause?.constraint === 'support_answers_title_unique' ||
    String(cause?.message ?? error).includes('support_answers_title_unique')
  ) {
    throw new AppError('support_answer_taken');
  }
  throw error;
}

export async function createSupportAnswer(
  db: Db,
  author: Pick<SignedInStaff, 'email'>,
  answer: SupportAnswer,
): Promise<{ id: string }> {
  try {
    const [row] = await db
      .insert(supportAnswers)
      .values({ ...answer, updatedBy: author.email })
      .returning({ id: supportAnswers.id });
    return { id: row!.id };
  } catch (error) {
    refuseTakenTitle(error);
  }
}

export async function saveSupportAnswer(
  db: Db,
  author: Pick<SignedInStaff, 'email'>,
  id: string,
  answer: SupportAnswer,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw new AppError('unknown_support_answer');
  let saved;
  try {
    saved = await db
      .update(supportAnswers)
      .set({ ...answer, updatedBy: author.email, updatedAt: new Date() })
      .where(eq(supportAnswers.id, id))
      .returning({ id: supportAnswers.id });
  } catch (error) {
    refuseTakenTitle(error);
  }
  if (saved.length === 0) throw new AppError('unknown_support_answer');
  return { id };
}

export async function removeSupportAnswer(db: Db, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw new AppError('unknown_support_answer');
  const removed = await db
    .delete(supportAnswers)
    .where(eq(supportAnswers.id, id))
    .returning({ id: supportAnswers.id });
  if (removed.length === 0) throw new AppError('unknown_support_answer');
  return { id };
}
