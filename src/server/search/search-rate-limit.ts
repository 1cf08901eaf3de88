/**
 * How many searches one client may run a minute (SEARCH_RATE_LIMIT_PER_MINUTE, default 60),
 * counted in this process's memory. Unlike the write endpoints' limits (in the database, shared
 * by every instance), this one protects the CPU of the instance doing the work, so each
 * instance counting its own searches is the point; it costs no database write per search.
 */
const WINDOW_MS = 60_000;
/** Clients tracked at once; past that the window starts afresh (memory stays bounded). */
const MAX_CLIENTS = 20_000;

let windowStart = 0;
const counts = new Map<string, number>();

function limitPerMinute(): number {
  const value = Number(process.env.SEARCH_RATE_LIMIT_PER_MINUTE);
  return Number.isFinite(value) && value > 0 ? value : 60;
}

/**
 * Counts one search of `client`. Returns null when it may go ahead, or the seconds to wait when
 * it is over the limit.
 */
export function takeSearch(client: string, now: number = Date.now()): number | null {
  const start = now - (now % WINDOW_MS);
  if (start !== windowStart || counts.size >= MAX_CLIENTS) {
    windowStart = start;
    counts.clear();
  }
  const count = (counts.get(client) ?? 0) + 1;
  counts.set(client, count);
  if (count <= limitPerMinute()) return null;
  return Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000));
}
