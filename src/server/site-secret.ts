/**
 * The keys the site makes for itself on first use, kept in the database (`site_secrets`) so
 * that every instance shares them, unless the environment sets one (at least 32 characters).
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/db';
import { siteSecrets } from './db/schema';

export async function siteSecret(db: Db, name: string, environmentName: string): Promise<string> {
  const configured = process.env[environmentName]?.trim();
  if (configured) {
    if (configured.length < 32)
      throw new Error(`${environmentName} must be at least 32 characters`);
    return configured;
  }
  await db
    .insert(siteSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(siteSecrets).where(eq(siteSecrets.name, name));
  if (!row) throw new Error(`The key ${name} could not be stored`);
  return row.value;
}
