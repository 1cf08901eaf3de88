/**
 * Whether the database answers, for the proxy (src/proxy.ts), which sends the staff workspace's
 * pages a "temporarily unavailable" page with 503 while it does not (issue #42). The proxy is a
 * bundle of its own: rather than open a second connection pool (or a second PGlite on the same
 * files), it asks the process-wide database that client.ts keeps, through the probe client.ts
 * hands over here on the process's `globalThis` (src/instrumentation.ts loads it at start).
 *
 * Loaded by the proxy's bundle as well as the server's: no imports but the handover's.
 */

import { processHandover } from '../process-handover';

type Probe = () => Promise<void>;

const probes = processHandover<Probe>('database-probe');

/** Longer than this, and a staff page would wait for a database it cannot use anyway. */
const PROBE_TIMEOUT_MS = 3_000;

/** Makes `probe` (one trivial query on the site's database) the one databaseAnswers runs. */
export function provideDatabaseProbe(probe: Probe): void {
  probes.provide(probe);
}

/**
 * False when the database fails a trivial query or does not answer within `timeoutMs`; true
 * when it answers, or when nothing in this process has opened it yet (the page then opens it
 * and fails as it would have).
 */
export async function databaseAnswers(timeoutMs: number = PROBE_TIMEOUT_MS): Promise<boolean> {
  const probe = probes.current();
  if (!probe) return true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([probe().then(() => true), late]);
  } catch {
    // The failure itself is logged where the page or endpoint meets it; here it is an answer.
    return false;
  } finally {
    clearTimeout(timer);
  }
}
