/**
 * drizzle-kit settings. `npm run db:generate` compares src/server/db/schema.ts with the last
 * snapshot in drizzle/meta and writes the next SQL migration to drizzle/ (commit both).
 * The credentials are only used by drizzle-kit's own commands (studio, introspection): the
 * site and `npm run db:migrate` choose their database in src/server/db/config.ts.
 */
import { defineConfig } from 'drizzle-kit';

const url = process.env.DATABASE_URL?.trim();
const dataDir = process.env.DATA_DIR?.trim() || './data';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
  strict: true,
  ...(url
    ? { dbCredentials: { url } }
    : { driver: 'pglite' as const, dbCredentials: { url: `${dataDir}/pglite` } }),
});
