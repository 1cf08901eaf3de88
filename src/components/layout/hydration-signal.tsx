'use client';

import { useEffect } from 'react';
import { signalHydrated } from '@runtime/contract';

/**
 * Tells the page's script loader (runtime/late-scripts.ts, written by `npm start`) that
 * React has hydrated the page: the loader then replays a button's click it held back while the
 * scripts were on their way. Renders nothing.
 */
export function HydrationSignal() {
  useEffect(signalHydrated, []);
  return null;
}
