/**
 * Runs once when the server starts: keeps tokens and personal data out of the log and closes
 * the site's data to other accounts on the machine (an install made before it was private is
 * repaired: issue #42); opens the database (PGlite takes seconds to start on a new data
 * directory, and migrations run on open), so the first visitor of the board page does not
 * wait for it; then starts the background work of this instance: delivering pending e-mails
 * every half minute, and, at start and then hourly, removing incomplete applications, what a
 * crash left in the storage, and old rate-limit counters; and loads the search index.
 * Every instance runs them; the database keeps them from doing the same work twice. A failure
 * is only logged: the next round tries again.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Under `npm start` this is done already (runtime/start-server.ts); `next dev` needs it here.
  const { describeError, keepSecretsOutOfConsole } = await import('./server/logging/safe-log');
  keepSecretsOutOfConsole();
  const { dataDir, keepNewFilesPrivate, makeDataPrivate } =
    await import('./server/files/private-data');
  const { serverConfig } = await import('./server/server-config');
  keepNewFilesPrivate();
  await makeDataPrivate([dataDir(), serverConfig.uploadsDir(), serverConfig.outboxDir()]).then(
    (repaired) => {
      if (repaired) console.warn(`[data] ${repaired} folders and files closed to other accounts`);
    },
    (error: unknown) => {
      console.error(`[data] could not make the data folder private: ${describeError(error)}`);
    },
  );
  const { getDatabase, getDb } = await import('./server/db/client');
  await getDatabase().catch((error: unknown) => {
    console.error(`[db] could not open the database at start-up: ${describeError(error)}`);
  });
  // The settings and the e-mails' wording the administrators saved and the figures the editors
  // saved, before any page is drawn or e-mail written with them.
  const { loadSiteSettings } = await import('./server/settings/settings-desk');
  const { loadCollegeFigures } = await import('./server/settings/figures-desk');
  const { loadDepartments } = await import('./server/directory/departments-desk');
  const { loadMailWording } = await import('./server/settings/mail-wording-desk');
  const { loadNavigation } = await import('./server/navigation/navigation-desk');
  await getDb()
    .then(async (db) => {
      await loadSiteSettings(db);
      await loadCollegeFigures(db);
      await loadDepartments(db);
      await loadMailWording(db);
      await loadNavigation(db);
    })
    .catch((error: unknown) => {
      console.error(`[settings] could not read the site's settings: ${describeError(error)}`);
    });
  // The documents the site ships, into the library at a database's first start (their old
  // addresses lead there at once).
  const { importShippedFiles } = await import('./server/library/shipped-files');
  const { getStorage } = await import('./server/storage/get-storage');
  await getDb()
    .then((db) => importShippedFiles(db, getStorage()))
    .catch((error: unknown) => {
      console.error(`[library] could not import the shipped files: ${describeError(error)}`);
    });
  // The proxy's question, which roles a request's session holds (session-roles-check.ts).
  const { provideSessionRolesLookup } = await import('./server/staff/session-roles');
  provideSessionRolesLookup();
  const { startBackgroundWork } = await import('./server/background-work');
  startBackgroundWork();
  // The first search must not pay for reading and parsing the index (nor may 32 at once).
  const { preloadSearchIndexes } = await import('./server/search/load-search-index');
  preloadSearchIndexes();
}
