/**
 * The one-time seed of the staff directory (issue #22): the records of seeds/directory-seed.ts,
 * published, in order (ids 1 to 8: their contact cards keep their addresses), into a fresh
 * database, once, and never into a directory that already has records (seed-once.ts).
 *
 * Loaded outside the Next.js bundler too (scripts/db-migrate.mjs): relative imports only.
 */
import type { Db } from './db';
import { directoryMembers } from './schema';
import { SEED_AUTHOR, seedOnce } from './seed-once';
import { directorySeed } from './seeds/directory-seed';

/** Seeds the directory if this database never was and it is empty; returns the records added. */
export async function seedDirectory(db: Db): Promise<number> {
  return seedOnce(db, 'directory', directoryMembers, async (tx) => {
    const now = new Date();
    for (const [position, member] of directorySeed.entries()) {
      await tx.insert(directoryMembers).values({
        nameAr: member.name.ar,
        nameEn: member.name.en,
        titleAr: member.title.ar,
        titleEn: member.title.en,
        department: member.department,
        email: member.email,
        phone: member.phone,
        portrait: member.portrait,
        position,
        publishAt: now,
        updatedBy: SEED_AUTHOR,
      });
    }
    return directorySeed.length;
  });
}
