import 'server-only';
import { applyRetention } from './applications/apply-retention';
import { cleanupIncompleteApplications } from './applications/cleanup-applications';
import { remindIncompleteApplications } from './applications/documents-reminder';
import { getDb } from './db/client';
import { deliverPendingMail } from './mail/deliver-mail';
import { describeForLog } from './logging/safe-log';
import { pruneUnusedImages } from './media/prune-images';
import { pruneRateLimits } from './rate-limit/check-rate-limit';
import { pruneDrafts } from './applications/draft-link';
import { serverConfig } from './server-config';
import { pruneSignInRecords } from './staff/sign-in-lockout';
import { getStorage } from './storage/get-storage';
import { publishDuePages } from './pages/page-desk';
import { askToRenewPages } from './pages/renew-token';
import { loadDepartments } from './directory/departments-desk';
import { loadNavigation } from './navigation/navigation-desk';
import { loadCollegeFigures } from './settings/figures-desk';
import { loadMailWording } from './settings/mail-wording-desk';
import { loadSiteSettings } from './settings/settings-desk';
import { sweepStorage } from './storage/sweep-storage';

const CLEANUP_EVERY_MS = 60 * 60_000;
const SCHEDULE_EVERY_MS = 30_000;

/**
 * Publishes the pages whose scheduled time has come and takes the settings, the figures and
 * the menus another instance saved or published, then renews the public pages if any of them changed anything.
 */
async function publishScheduledPages(): Promise<void> {
  const db = await getDb();
  const published = await publishDuePages(db);
  const settingsChanged = await loadSiteSettings(db);
  const figuresChanged = await loadCollegeFigures(db);
  const navigationChanged = await loadNavigation(db);
  // The directory reads the departments on each request, and e-mails their wording as they are
  // written: nothing to renew for them.
  await loadDepartments(db);
  await loadMailWording(db);
  if (published.length > 0 || settingsChanged || figuresChanged || navigationChanged) {
    await askToRenewPages('schedule');
  }
}

/** Runs `work` now and then every `ms`, never two rounds at once; failures are only logged. */
function every(ms: number, name: string, work: () => Promise<unknown>) {
  let running = false;
  const round = () => {
    if (running) return;
    running = true;
    work()
      .catch((error: unknown) => console.error(`[${name}] ${describeForLog(error)}`))
      .finally(() => (running = false));
  };
  round();
  setInterval(round, ms).unref();
}

/**
 * The clean-up of one instance: a reminder to applicants whose documents are missing halfway to
 * the removal, applications never completed (with their files), the documents
 * of applications decided longer ago than the retention period, uploaded pictures nothing uses,
 * what a crash left in the storage, and old rate-limit and sign-in counters. Run at start as
 * well as hourly, so an instance that restarts often still cleans.
 */
export async function cleanUp(): Promise<void> {
  const db = await getDb();
  const storage = getStorage();
  await remindIncompleteApplications(db);
  await cleanupIncompleteApplications(db, storage);
  await applyRetention(db, storage);
  await pruneUnusedImages(db, storage);
  await sweepStorage(db, storage);
  await pruneRateLimits(db);
  await pruneDrafts(db);
  await pruneSignInRecords(db);
}

/** The periodic work of one server instance (see src/instrumentation.ts). */
export function startBackgroundWork(): void {
  const globals = globalThis as { __collegeBackgroundWork?: boolean };
  if (globals.__collegeBackgroundWork) return;
  globals.__collegeBackgroundWork = true;
  every(serverConfig.mailPollSeconds() * 1000, 'mail', async () =>
    deliverPendingMail(await getDb()),
  );
  every(CLEANUP_EVERY_MS, 'cleanup', cleanUp);
  every(SCHEDULE_EVERY_MS, 'pages', publishScheduledPages);
}
