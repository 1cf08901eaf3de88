/**
 * Runs once when the server starts: opens the database (PGlite takes seconds to start on a new
 * data directory, and migrations run on open), so the first visitor of the board page does not
 * wait for it. A failure is only logged: pages that need the database show their error state,
 * and the next request tries again.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabase } = await import('./server/db/client');
  await getDatabase().catch((error: unknown) => {
    console.error('[db] could not open the database at start-up:', error);
  });
}
