import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const folder = join(process.cwd(), 'drizzle');

/** Runs one migration file's statements, as drizzle's migrator does. */
async function apply(db: PGlite, file: string) {
  const text = readFileSync(join(folder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

/**
 * drizzle/0013 (drafts and scheduling for the board and the directory) keeps what visitors saw:
 * every member already on the board stays published, a shown record stays published, and a
 * hidden one becomes a draft, kept on the desk.
 */
describe('the migration to publication times for the board and the directory', () => {
  it('keeps shown rows published and turns hidden records into drafts', async () => {
    const files = readdirSync(folder)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    const last = files.indexOf('0013_board_directory_publication.sql');
    expect(last).toBeGreaterThan(0);
    const db = new PGlite();
    for (const file of files.slice(0, last)) await apply(db, file);
    await db.exec(`
      insert into board (name_ar, name_en, position_ar, position_en, created_at)
        values ('أ', 'A', 'عضو', 'Member', '2024-05-01T08:00:00Z');
      insert into directory_members (name_ar, name_en, title_ar, title_en, department, email, phone, shown, created_at)
        values ('س', 'S', 'م', 'T', 'law', 's@alrowad.edu.sd', '+249 183 555 101', true, '2026-01-02T08:00:00Z'),
               ('ه', 'H', 'م', 'T', 'law', 'h@alrowad.edu.sd', '+249 183 555 102', false, '2026-01-03T08:00:00Z');
    `);
    await apply(db, files[last]!);
    const board = await db.query<{ publish_at: Date; updated_at: Date }>(
      'select publish_at, updated_at from board',
    );
    expect(board.rows[0]!.publish_at.toISOString()).toBe('2024-05-01T08:00:00.000Z');
    expect(board.rows[0]!.updated_at.toISOString()).toBe('2024-05-01T08:00:00.000Z');
    const people = await db.query<{ name_en: string; publish_at: Date | null }>(
      'select name_en, publish_at from directory_members order by id',
    );
    expect(people.rows.map((row) => [row.name_en, row.publish_at?.toISOString() ?? null])).toEqual([
      ['S', '2026-01-02T08:00:00.000Z'],
      ['H', null],
    ]);
    // A row written straight into the table from now on is published at once.
    await db.exec(
      `insert into board (name_ar, name_en, position_ar, position_en) values ('ب', 'B', 'عضو', 'Member')`,
    );
    const added = await db.query<{ publish_at: Date | null }>(
      `select publish_at from board where name_en = 'B'`,
    );
    expect(added.rows[0]!.publish_at).not.toBeNull();
    await db.close();
  });
});
