import { cleanupIncompleteApplications } from './applications/cleanup-applications';
import { getDb } from './db/client';
import { deliverPendingMail } from './mail/deliver-mail';
import { pruneRateLimits } from './rate-limit/check-rate-limit';
import { serverConfig } from './server-config';
import { getStorage } from './storage/storage';

const CLEANUP_EVERY_MS = 60 * 60_000;

function every(ms: number, name: string, work: () => Promise<unknown>) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch((error: unknown) => console.error(`[${name}]`, error))
      .finally(() => (running = false));
  }, ms);
  timer.unref();
}

/** The periodic work of one server instance (see src/instrumentation.ts). */
export function startBackgroundWork(): void {
  const globals = globalThis as { __collegeBackgroundWork?: boolean };
  if (globals.__collegeBackgroundWork) return;
  globals.__collegeBackgroundWork = true;
  every(serverConfig.mailPollSeconds() * 1000, 'mail', async () =>
    deliverPendingMail(await getDb()),
  );
  every(CLEANUP_EVERY_MS, 'cleanup', async () => {
    const db = await getDb();
    await cleanupIncompleteApplications(db, getStorage());
    await pruneRateLimits(db);
  });
}
