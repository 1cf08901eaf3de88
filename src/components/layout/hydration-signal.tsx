'use client';

import { useEffect } from 'react';
import { HYDRATED } from '@/runtime/loader-contract';

/**
 * Tells the page's script loader (scripts/lib/late-scripts.ts, written by `npm start`) that
 * React has hydrated the page: the loader then replays a button's click it held back while the
 * scripts were on their way. Renders nothing.
 */
export function HydrationSignal() {
  useEffect(() => {
    const signal = (window as unknown as Record<string, unknown>)[HYDRATED];
    if (typeof signal === 'function') signal();
  }, []);
  return null;
}
