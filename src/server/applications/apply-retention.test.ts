/**
 * The retention period of the documents, on both databases (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set) with the real disk storage in a temporary folder: the documents of
 * applications decided longer ago than the period go, files and rows; everything else stays,
 * and the application itself still answers the status page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationDocuments, applications, type ReviewStatus } from '../db/schema';
import { testTargets, type TestDatabase } from '../../../test/support/db/test-databases';
import { newReference } from '../reference';
import { serverConfig } from '../server-config';
import { localStorage } from '../storage/local-storage';
import { lookUpApplicationStatus } from './application-status';
import { applyRetention } from './apply-retention';
import { jpegBytes, pdfBytes, pngBytes } from '../../../test/support/applications/sample-files';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const DAY = 86_400_000;
const now = new Date('2027-06-01T10:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

const root = mkdtempSync(path.join(tmpdir(), 'college-retention-'));
const storage = localStorage(path.join(root, 'uploads'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('APPLICATION_RETENTION_DAYS', () => {
  afterEach(() => {
    delete process.env.APPLICATION_RETENTION_DAYS;
  });

  it('is 365 days unless set to a whole number of days from 30 up', () => {
    expect(serverConfig.applicationRetentionDays()).toBe(365);
    const cases: [string, number][] = [
      ['30', 30],
      [' 730 ', 730],
      ['29', 365],
      ['0', 365],
      ['-400', 365],
      ['45.5', 365],
      ['a year', 365],
      ['', 365],
    ];
    for (const [value, days] of cases) {
      process.env.APPLICATION_RETENTION_DAYS = value;
      expect(serverConfig.applicationRetentionDays(), JSON.stringify(value)).toBe(days);
    }
  });
});

for (const target of testTargets) {
  describe.skipIf(target.skip)(
    `applyRetention on ${target.name}${target.skip ? ` (${target.skip})` : ''}`,
    () => {
      let database: TestDatabase;

      beforeAll(async () => {
        database = await target.open({ seed: false });
      });
      afterAll(async () => {
        await database?.drop();
      });
      beforeEach(async () => {
        await database.reset();
        vi.spyOn(console, 'info').mockImplementation(() => undefined);
      });
      afterEach(() => {
        vi.restoreAllMocks();
        delete process.env.APPLICATION_RETENTION_DAYS;
      });

      /** An application with its three documents stored, as the office has left it. */
      async function application(
        values: {
          status?: 'complete' | 'incomplete';
          reviewStatus?: ReviewStatus;
          reviewUpdatedAt?: Date | null;
          documentsDeletedAt?: Date | null;
        } = {},
      ) {
        const complete = (values.status ?? 'complete') === 'complete';
        const [row] = await database.db
          .insert(applications)
          .values({
            reference: newReference('RWD', daysAgo(800)),
            applicantName: 'Amna Yousif',
            applicantEmail: 'amna@example.com',
            locale: 'ar',
            uploadTokenHash: 'not-a-real-hash',
            createdAt: daysAgo(800),
            completedAt: complete ? daysAgo(800) : null,
            ...values,
            status: complete ? 'complete' : 'incomplete',
          })
          .returning();
        const keys: string[] = [];
        const files = [
          ['id', 'national-id.pdf', 'application/pdf', pdfBytes()],
          ['certificate', 'certificate.png', 'image/png', pngBytes()],
          ['photo', 'photo.jpg', 'image/jpeg', jpegBytes()],
        ] as const;
        for (const [slot, fileName, mimeType, bytes] of files) {
          const stored = await storage.put(Readable.from([bytes]));
          keys.push(stored.key);
          await database.db.insert(applicationDocuments).values({
            applicationId: row!.id,
            slot,
            fileName,
            mimeType,
            sizeBytes: stored.size,
            sha256: 'not-a-real-hash',
            storageKey: stored.key,
          });
        }
        return { ...row!, keys };
      }

      async function state(app: { id: string; keys: string[] }) {
        const [row] = await database.db
          .select()
          .from(applications)
          .where(eq(applications.id, app.id));
        const documents = await database.db
          .select()
          .from(applicationDocuments)
          .where(eq(applicationDocuments.applicationId, app.id));
        const files = await Promise.all(app.keys.map((key) => storage.exists(key)));
        return {
          exists: row !== undefined,
          documentsDeletedAt: row?.documentsDeletedAt ?? null,
          documents: documents.length,
          files: files.filter(Boolean).length,
        };
      }

      const kept = { exists: true, documentsDeletedAt: null, documents: 3, files: 3 };
      const removed = { exists: true, documentsDeletedAt: now, documents: 0, files: 0 };

      it('removes exactly the documents of applications decided longer ago than the period', async () => {
        const acceptedLongAgo = await application({
          reviewStatus: 'accepted',
          reviewUpdatedAt: daysAgo(366),
        });
        const notAcceptedLongAgo = await application({
          reviewStatus: 'not_accepted',
          reviewUpdatedAt: daysAgo(700),
        });
        const stays = {
          // Not decided, however old.
          received: await application({ reviewStatus: 'received', reviewUpdatedAt: null }),
          underReview: await application({
            reviewStatus: 'under_review',
            reviewUpdatedAt: daysAgo(700),
          }),
          moreInformation: await application({
            reviewStatus: 'more_information',
            reviewUpdatedAt: daysAgo(700),
          }),
          // Decided, but within the period.
          acceptedRecently: await application({
            reviewStatus: 'accepted',
            reviewUpdatedAt: daysAgo(364),
          }),
          notAcceptedRecently: await application({
            reviewStatus: 'not_accepted',
            reviewUpdatedAt: daysAgo(10),
          }),
          // Never completed: removed whole by cleanupIncompleteApplications, not here.
          incomplete: await application({ status: 'incomplete' }),
        };

        expect(await applyRetention(database.db, storage, now)).toEqual({
          applications: 2,
          files: 6,
        });
        expect(await state(acceptedLongAgo)).toEqual(removed);
        expect(await state(notAcceptedLongAgo)).toEqual(removed);
        for (const [what, app] of Object.entries(stays)) {
          expect(await state(app), what).toEqual(kept);
        }
        // A count, and nothing about the applicants.
        expect(console.info).toHaveBeenCalledTimes(1);
        const line = vi.mocked(console.info).mock.calls[0]!.join(' ');
        expect(line).toContain('2 decided application(s): 6 file(s)');
        expect(line).not.toMatch(/RWD-|amna|Amna|\.pdf|\.jpg/);
      });

      it('leaves the application itself, so the status page still answers', async () => {
        const app = await application({ reviewStatus: 'accepted', reviewUpdatedAt: daysAgo(400) });
        await applyRetention(database.db, storage, now);
        expect(
          await lookUpApplicationStatus(database.db, app.reference, 'amna@example.com'),
        ).toEqual({
          reference: app.reference,
          status: 'accepted',
          message: null,
          updatedAt: daysAgo(400).toISOString(),
          feeStatus: 'unpaid',
        });
      });

      it('does nothing more when run again', async () => {
        const app = await application({ reviewStatus: 'accepted', reviewUpdatedAt: daysAgo(400) });
        const other = await application({
          reviewStatus: 'under_review',
          reviewUpdatedAt: daysAgo(400),
        });
        await applyRetention(database.db, storage, now);
        const later = new Date(now.getTime() + DAY);
        expect(await applyRetention(database.db, storage, later)).toEqual({
          applications: 0,
          files: 0,
        });
        // The first removal's time stays the one recorded.
        expect(await state(app)).toEqual(removed);
        expect(await state(other)).toEqual(kept);
        expect(console.info).toHaveBeenCalledTimes(1);
      });

      it('follows APPLICATION_RETENTION_DAYS', async () => {
        process.env.APPLICATION_RETENTION_DAYS = '30';
        const month = await application({
          reviewStatus: 'not_accepted',
          reviewUpdatedAt: daysAgo(31),
        });
        const fresh = await application({ reviewStatus: 'accepted', reviewUpdatedAt: daysAgo(29) });
        await applyRetention(database.db, storage, now);
        expect(await state(month)).toEqual(removed);
        expect(await state(fresh)).toEqual(kept);
      });

      it('works through a backlog larger than one batch', async () => {
        const backlog = [];
        for (let i = 0; i < 205; i++) {
          const [row] = await database.db
            .insert(applications)
            .values({
              reference: `RWD-2025-${String(i).padStart(6, 'A')}`,
              applicantName: 'Applicant',
              applicantEmail: 'applicant@example.com',
              locale: 'en',
              uploadTokenHash: 'not-a-real-hash',
              status: 'complete',
              completedAt: daysAgo(800),
              reviewStatus: 'not_accepted',
              reviewUpdatedAt: daysAgo(400),
            })
            .returning({ id: applications.id });
          backlog.push(row!.id);
        }
        expect(await applyRetention(database.db, storage, now)).toEqual({
          applications: 205,
          files: 0,
        });
        const left = await database.db
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.documentsDeletedAt, now));
        expect(left).toHaveLength(205);
      });
    },
  );
}
