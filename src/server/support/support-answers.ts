/**
 * The support desk's saved answers (issue #45): answers it sends often, each a title to pick it
 * by and a text that the request's page inserts into the reply box, to change there before it
 * is sent. Listed, added, changed and deleted on /staff/support/answers by the support role;
 * each change written to the audit log with the answer's title, in one transaction with it.
 */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { SupportAnswer } from '@/lib/support-desk';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import { supportAnswers, type SupportAnswerRow } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

type Author = Pick<SignedInStaff, 'id' | 'email'>;

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
  author: Author,
  answer: SupportAnswer,
): Promise<{ id: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(supportAnswers)
        .values({ ...answer, updatedBy: author.email })
        .returning({ id: supportAnswers.id });
      await recordAudit(
        tx as unknown as Db,
        author,
        'support-answer.create',
        { type: 'support_answer', id: row!.id },
        { title: answer.title },
      );
      return { id: row!.id };
    });
  } catch (error) {
    refuseTakenTitle(error);
  }
}

export async function saveSupportAnswer(
  db: Db,
  author: Author,
  id: string,
  answer: SupportAnswer,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw new AppError('unknown_support_answer');
  try {
    await db.transaction(async (tx) => {
      const saved = await tx
        .update(supportAnswers)
        .set({ ...answer, updatedBy: author.email, updatedAt: new Date() })
        .where(eq(supportAnswers.id, id))
        .returning({ id: supportAnswers.id });
      if (saved.length === 0) throw new AppError('unknown_support_answer');
      await recordAudit(
        tx as unknown as Db,
        author,
        'support-answer.save',
        { type: 'support_answer', id },
        { title: answer.title },
      );
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    refuseTakenTitle(error);
  }
  return { id };
}

export async function removeSupportAnswer(
  db: Db,
  author: Author,
  id: string,
): Promise<{ id: string }> {
  if (!isUuid(id)) throw new AppError('unknown_support_answer');
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(supportAnswers)
      .where(eq(supportAnswers.id, id))
      .returning({ id: supportAnswers.id, title: supportAnswers.title });
    if (removed.length === 0) throw new AppError('unknown_support_answer');
    await recordAudit(
      tx as unknown as Db,
      author,
      'support-answer.remove',
      { type: 'support_answer', id },
      { title: removed[0]!.title },
    );
  });
  return { id };
}
