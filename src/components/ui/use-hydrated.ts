'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates; true once the component runs in the
 * browser. A form handled by script keeps its submit button disabled until then: before, the
 * browser would submit it its own way (a GET with every field in the address, where logs and
 * the history keep it) instead of the component's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
