/** One message of the outbox, whole (its text body too), for the administrator. */
import 'server-only';
import { eq } from 'drizzle-orm';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import { mailOutbox, type MailRow } from '../db/schema';

/** The message, or null (an unknown id, or not an id at all). */
export async function getMail(db: Db, id: string): Promise<MailRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
