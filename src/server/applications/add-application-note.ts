/** An internal note of the admissions office on an application (never shown to the applicant). */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { applicationNotes, applications } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from '../staff/record-audit';
import { isApplicationId } from './get-application';
import type { SignedInStaff } from '../staff/staff-session';

export async function addApplicationNote(
  db: Db,
  author: Pick<SignedInStaff, 'id' | 'email' | 'name'>,
  id: string,
  body: string,
): Promise<{ id: string }> {
  // Not an id at all: the same answer as an unknown one (and no query the database would refuse).
  if (!isApplicationId(id)) throw new AppError('unknown_application');
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.status, 'complete')));
    if (!application) throw new AppError('unknown_application');
    const [note] = await tx
      .insert(applicationNotes)
      .values({ applicationId: id, authorId: author.id, authorName: author.name, body })
      .returning({ id: applicationNotes.id });
    if (!note) throw new AppError('unexpected');
    await recordAudit(
      tx as unknown as Db,
      author,
      'application.note',
      { type: 'application', id },
      {
        note: note.id,
      },
    );
    return { id: note.id };
  });
}
