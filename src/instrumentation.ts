/**
 * Runs once when the server starts: opens the database (PGlite takes seconds to start on a new
 * data directory, and migrations run on open), so the first visitor of the board page does not
 * wait for it; then starts the background work of this instance: delivering pending e-mails
 * every half minute, and, at start and then hourly, removing incomplete applications, what a
 * crash left in the storage, and old rate-limit counters; and loads the search index.
 * Every instance runs them; the database keeps them from doing the same work twice. A failure
 * is only logged: the next round tries again.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDatabase } = await import('./server/db/client');
  await getDatabase().catch((error: unknown) => {
    console.error('[db] could not open the database at start-up:', error);
  });
  const { startBackgroundWork } = await import('./server/background-work');
  startBackgroundWork();
  // The first search must not pay for reading and parsing the index (nor may 32 at once).
  const { preloadSearchIndexes } = await import('./server/search/load-search-index');
  preloadSearchIndexes();
}
