/**
 * How many searches may run a minute, counted in this process's memory: per client
 * (SEARCH_RATE_LIMIT_PER_MINUTE, default 600: an outer bound, since a carrier or a campus puts
 * many people behind one address) and in all (SEARCH_BUDGET_PER_MINUTE, default 6000: the
 * instance's budget, so that no client, or group of clients, takes its processor). Unlike the
 * write endpoints' limits (in the database, shared by every instance), these protect the CPU of
 * the instance doing the work, so each instance counting its own searches is the point; it
 * costs no database write per search.
 */
const WINDOW_MS = 60_000;
/** Clients tracked at once; past that the window starts afresh (memory stays bounded). */
const MAX_CLIENTS = 20_000;

let windowStart = 0;
let total = 0;
const counts = new Map<string, number>();

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * Counts one search of `client`. Returns null when it may go ahead, or the seconds to wait when
 * the client, or the instance, is over its limit.
 */
export function takeSearch(client: string, now: number = Date.now()): number | null {
  const start = now - (now % WINDOW_MS);
  if (start !== windowStart || counts.size >= MAX_CLIENTS) {
    windowStart = start;
    total = 0;
    counts.clear();
  }
  const wait = Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000));
  if (total >= setting('SEARCH_BUDGET_PER_MINUTE', 6000)) return wait;
  const count = (counts.get(client) ?? 0) + 1;
  counts.set(client, count);
  if (count > setting('SEARCH_RATE_LIMIT_PER_MINUTE', 600)) return wait;
  total++;
  return null;
}
