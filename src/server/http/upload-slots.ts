/**
 * How many documents may be arriving at once, from one client and in all, in this process.
 * An applicant sends one document at a time; a client holding many slow uploads open (a
 * byte every few seconds, each below the idle timeout) would otherwise keep a connection and
 * a file open per upload for up to 15 minutes each. Counted in memory on purpose: what is
 * protected is this instance's connections and file descriptors.
 */
import 'server-only';

/** Generous: many applicants can share one public address (a school, a mobile operator's NAT). */
export const MAX_UPLOADS_PER_CLIENT = 20;
export const MAX_UPLOADS = 200;

const perClient = new Map<string, number>();
let total = 0;

/** Takes an upload slot for `client`: a release function, or null when none is free. */
export function acquireUploadSlot(client: string): (() => void) | null {
  const current = perClient.get(client) ?? 0;
  if (current >= MAX_UPLOADS_PER_CLIENT || total >= MAX_UPLOADS) return null;
  perClient.set(client, current + 1);
  total++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    total--;
    const left = (perClient.get(client) ?? 1) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  };
}
