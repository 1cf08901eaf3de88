/**
 * How many documents may be arriving at once, per holder (an application, a staff account:
 * UPLOADS_AT_ONCE_PER_APPLICATION of rate-limit/limits.ts), per address and in all, in this
 * process. An applicant sends one document at a time; a client holding many slow uploads open
 * (a byte every few seconds, each below the idle timeout) would otherwise keep a connection and
 * a file open per upload for up to 15 minutes each. Counted in memory on purpose: what is
 * protected is this instance's connections and file descriptors.
 */
import 'server-only';
import { UPLOADS_AT_ONCE_PER_APPLICATION } from '../rate-limit/limits';

/** Generous: many applicants share one public address (a school, a mobile carrier's NAT). */
export const MAX_UPLOADS_PER_CLIENT = 60;
export const MAX_UPLOADS = 200;

const perClient = new Map<string, number>();
const perHolder = new Map<string, number>();
let total = 0;

function take(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function give(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * Takes an upload slot for `holder` arriving from the address `client`: a release function,
 * or null when none is free.
 */
export function acquireUploadSlot(client: string, holder: string): (() => void) | null {
  if (
    (perClient.get(client) ?? 0) >= MAX_UPLOADS_PER_CLIENT ||
    (perHolder.get(holder) ?? 0) >= UPLOADS_AT_ONCE_PER_APPLICATION ||
    total >= MAX_UPLOADS
  ) {
    return null;
  }
  take(perClient, client);
  take(perHolder, holder);
  total++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    total--;
    give(perClient, client);
    give(perHolder, holder);
  };
}
