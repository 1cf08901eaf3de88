/**
 * The database as the site's code sees it: Drizzle on either driver (PGlite or PostgreSQL,
 * client.ts opens the one the configuration asks for). The queries of this site use only what
 * both share.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
