import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listBoardMembers } from '@/server/board/list-board-members';
import { openDatabase } from './client';
import { board } from './schema';
import { seedBoard } from './seed-board';
import { testTargets, type TestDatabase } from '../../../test/support/db/test-databases';

const OPEN_TIMEOUT = 60_000;

async function boardRows(database: TestDatabase): Promise<number> {
  const [result] = await database.db.select({ rows: count() }).from(board);
  return result?.rows ?? 0;
}

for (const target of testTargets) {
  describe.skipIf(target.skip)(
    `data layer on ${target.name}${target.skip ? ` (${target.skip})` : ''}`,
    () => {
      let database: TestDatabase;

      beforeAll(async () => {
        database = await target.open({ seed: false });
      }, OPEN_TIMEOUT);
      afterAll(async () => {
        await database?.drop();
      }, OPEN_TIMEOUT);
      beforeEach(async () => {
        await database.reset();
      });

      it('creates the board table with both languages of every text field', async () => {
        // Both drivers answer raw SQL with { rows }; the shared Drizzle type leaves it unknown.
        const columns = (await database.db.execute(
          sql`select column_name from information_schema.columns where table_name = 'board' order by column_name`,
        )) as { rows: { column_name: string }[] };
        expect(columns.rows.map((row) => row.column_name)).toEqual([
          'bio_ar',
          'bio_en',
          'created_at',
          'id',
          'image_url',
          'name_ar',
          'name_en',
          'position_ar',
          'position_en',
          'publish_at',
          'review_at',
          'review_author',
          'review_author_id',
          'review_comment',
          'review_state',
          'role',
          'updated_at',
          'updated_by',
        ]);
      });

      it('reads every member ordered by created_at ascending, ties by id', async () => {
        const row = (name: string, createdAt: string) => ({
          nameAr: `الاسم ${name}`,
          nameEn: `Name ${name}`,
          positionAr: 'عضو',
          positionEn: 'Member',
          createdAt: new Date(createdAt),
        });
        await database.db
          .insert(board)
          .values([
            row('C', '2024-03-01T00:00:00Z'),
            row('A', '2022-01-01T00:00:00Z'),
            row('B1', '2023-06-01T00:00:00Z'),
            row('B2', '2023-06-01T00:00:00Z'),
          ]);
        const members = await listBoardMembers(database.db);
        expect(members.map((member) => member.name.en)).toEqual([
          'Name A',
          'Name B1',
          'Name B2',
          'Name C',
        ]);
        expect(members[0]).toMatchObject({
          name: { ar: 'الاسم A', en: 'Name A' },
          position: { ar: 'عضو', en: 'Member' },
          bio: { ar: null, en: null },
          imageUrl: null,
          role: 'member',
        });
        expect(members[0]?.createdAt).toBeInstanceOf(Date);
      });

      it('refuses a blank name or an unknown role', async () => {
        await expect(
          database.db
            .insert(board)
            .values({ nameAr: ' ', nameEn: 'X', positionAr: 'عضو', positionEn: 'Member' }),
        ).rejects.toThrow();
        await expect(
          database.db.execute(
            sql`insert into board (name_ar, name_en, position_ar, position_en, role) values ('أ', 'A', 'عضو', 'Member', 'king')`,
          ),
        ).rejects.toThrow();
        expect(await boardRows(database)).toBe(0);
      });

      it('seeds the board once on a fresh database, chairman and vice-chairman first, in both languages', async () => {
        expect(await seedBoard(database.db)).toBe(11);
        expect(await seedBoard(database.db)).toBe(0);
        const members = await listBoardMembers(database.db);
        expect(members).toHaveLength(11);
        expect(
          members
            .slice(0, 2)
            .map((member) => [member.role, member.position.ar, member.position.en]),
        ).toEqual([
          ['chairman', 'رئيس مجلس الأمناء', 'Chairman of the Board of Trustees'],
          ['vice_chairman', 'نائب رئيس مجلس الأمناء', 'Vice-Chairman of the Board of Trustees'],
        ]);
        expect(members.every((member) => member.name.ar && member.name.en)).toBe(true);
      });

      it('never writes to a board that already has rows', async () => {
        await database.db
          .insert(board)
          .values({ nameAr: 'موجود', nameEn: 'Existing', positionAr: 'عضو', positionEn: 'Member' });
        expect(await seedBoard(database.db)).toBe(0);
        const members = await listBoardMembers(database.db);
        expect(members.map((member) => member.name.en)).toEqual(['Existing']);
      });

      it('does not refill a board the college emptied on purpose', async () => {
        await seedBoard(database.db);
        await database.db.delete(board);
        expect(await seedBoard(database.db)).toBe(0);
        expect(await boardRows(database)).toBe(0);
      });

      // An in-memory PGlite cannot be opened twice; 'PGlite on disk' below covers PGlite.
      it.skipIf(target.name === 'PGlite')(
        'applies migrations and seeds only once when the site opens the same database again',
        async () => {
          // Opening runs migrations and the seed, as every start of the site does.
          const first = await openDatabase(database.config, { seed: true });
          await first.close();
          const second = await openDatabase(database.config, { seed: true });
          await second.close();
          expect(await boardRows(database)).toBe(11);
        },
        OPEN_TIMEOUT,
      );
    },
  );
}

describe.skipIf(testTargets[1]!.skip)('PostgreSQL with several instances starting together', () => {
  it(
    'migrates and seeds once when they start at the same moment',
    async () => {
      const database = await testTargets[1]!.open({ migrate: false });
      try {
        const handles = await Promise.all(
          [1, 2, 3].map(() => openDatabase(database.config, { seed: true })),
        );
        await Promise.all(handles.map((handle) => handle.close()));
        expect(await boardRows(database)).toBe(11);
      } finally {
        await database.drop();
      }
    },
    OPEN_TIMEOUT,
  );
});

describe('PGlite on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'college-pglite-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'keeps its data and does not seed twice when the site starts again on the same data directory',
    async () => {
      const config = { kind: 'pglite' as const, dataDir: path.join(dir, 'pglite') };
      const first = await openDatabase(config, { seed: true });
      await first.db.insert(board).values({
        nameAr: 'عضو جديد',
        nameEn: 'New member',
        positionAr: 'عضو',
        positionEn: 'Member',
      });
      await first.close();

      const second = await openDatabase(config, { seed: true });
      try {
        const members = await listBoardMembers(second.db);
        expect(members).toHaveLength(12);
        expect(members.at(-1)?.name.en).toBe('New member');
      } finally {
        await second.close();
      }
    },
    OPEN_TIMEOUT,
  );
});
