/**
 * The secret of this process that lets it ask itself to renew the public pages
 * (`POST /api/internal/renew-pages`, refresh-pages.ts): made once per process, held in memory
 * only, shared by the server (runtime/start-server.ts), the background work and the route
 * through `globalThis`, and never written anywhere. Relative imports only: the server loads it
 * outside the Next.js bundler.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_KEY = Symbol.for('college-website.renew-pages-token');
const ORIGIN_KEY = Symbol.for('college-website.own-origin');

type Store = typeof globalThis & { [TOKEN_KEY]?: string; [ORIGIN_KEY]?: string };

export function renewToken(): string {
  const store = globalThis as Store;
  store[TOKEN_KEY] ??= randomBytes(32).toString('base64url');
  return store[TOKEN_KEY];
}

/** Whether `given` is this process's secret. */
export function isRenewToken(given: string | null): boolean {
  const token = Buffer.from(renewToken());
  const offered = Buffer.from(given ?? '');
  return offered.length === token.length && timingSafeEqual(offered, token);
}

/** Where this process listens (set by runtime/start-server.ts once it does). */
export function ownOrigin(): string | undefined {
  return (globalThis as Store)[ORIGIN_KEY];
}

export function setOwnOrigin(origin: string): void {
  (globalThis as Store)[ORIGIN_KEY] = origin;
}

export const RENEW_HEADER = 'x-renew-pages';
export const RENEW_PATH = '/api/internal/renew-pages';

/**
 * Asks this process to renew its public pages, from outside a request (the background work, the
 * start). False when it cannot: under `next dev`, which has no server of ours.
 */
export async function askToRenewPages(reason: 'start' | 'schedule'): Promise<boolean> {
  const origin = ownOrigin();
  if (!origin) return false;
  const response = await fetch(`${origin}${RENEW_PATH}?reason=${reason}`, {
    method: 'POST',
    headers: { [RENEW_HEADER]: renewToken() },
  });
  return response.ok;
}
