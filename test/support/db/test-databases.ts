/**
 * Databases for tests, never the site's own: an in-memory PGlite, and — when
 * `TEST_DATABASE_URL` names a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test)
 * — a freshly created database on it, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { postgresTemplateClause } from '../database-templates';
import { onPostgresServer } from '../postgres-admin';
import { openDatabase, type DatabaseHandle, type OpenOptions } from '@/server/db/client';
import type { DatabaseConfig } from '@/server/db/config';

export interface TestDatabase extends DatabaseHandle {
  /** Empties the tables (and the seed record) between tests. */
  reset(): Promise<void>;
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

export interface TestTarget {
  name: string;
  /** Why this target is skipped, when it is. */
  skip: string | false;
  open(options?: OpenOptions): Promise<TestDatabase>;
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();

const adminQuery = (text: string) => onPostgresServer(testDatabaseUrl!, text);

function withReset(handle: DatabaseHandle, drop: () => Promise<void>): TestDatabase {
  return {
    ...handle,
    reset: async () => {
      await handle.db.execute(
        sql`truncate table board, seeds, application_documents, applications, support_requests, mail_outbox, rate_limits, news_revisions, news_items, media_files, media_images, site_banner, event_revisions, college_events, academic_year_revisions, academic_dates, academic_semesters, academic_years, directory_members, record_revisions, page_revisions, site_pages, site_settings, college_figures, directory_departments, mail_wording, library_files, site_navigation, circular_revisions, circulars, review_proposals, section_reviews restart identity cascade`,
      );
    },
    drop,
  };
}

/** In-memory PGlite: always available. */
export const pgliteTarget: TestTarget = {
  name: 'PGlite',
  skip: false,
  async open(options = { seed: false }) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null }, options);
    return withReset(handle, () => handle.close());
  },
};

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, or skipped with the reason. */
export const postgresTarget: TestTarget = {
  name: 'PostgreSQL',
  skip: testDatabaseUrl
    ? false
    : 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test): PostgreSQL half skipped',
  async open(options = { seed: false }) {
    if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `board_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    // From the run's migrated template (test/support/vitest-global-setup.ts) when there is one.
    await adminQuery(`create database "${name}"${postgresTemplateClause()}`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const config: DatabaseConfig = { kind: 'postgres', url: url.toString() };
    const dropDatabase = () => adminQuery(`drop database if exists "${name}" with (force)`);
    let handle: DatabaseHandle;
    try {
      handle = await openDatabase(config, options);
    } catch (error) {
      await dropDatabase();
      throw error;
    }
    return withReset(handle, async () => {
      await handle.close();
      await dropDatabase();
    });
  },
};

if (postgresTarget.skip) console.warn(`[test] ${postgresTarget.skip}`);

/** Both targets, for `describe.each`. */
export const testTargets: TestTarget[] = [pgliteTarget, postgresTarget];

/** A URL where no PostgreSQL server listens (port 1 on this machine): the real driver fails to connect. */
export const unreachablePostgres: DatabaseConfig = {
  kind: 'postgres',
  url: 'postgres://postgres@127.0.0.1:1/unreachable',
};
