import { HYDRATED } from './loader-contract';

/**
 * Tells the page's script loader (scripts/lib/late-scripts.ts, written by `npm start`) that the
 * page, or a part of it that hydrates later, has hydrated: the loader replays the clicks and keys
 * it held for it. Does nothing under `next dev`, which has no loader.
 */
export function signalHydrated(): void {
  const signal = (window as unknown as Record<string, unknown>)[HYDRATED];
  if (typeof signal === 'function') signal();
}
