'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const Tabs = lazy(() => import('./tabs').then((module) => ({ default: module.Tabs })));

/**
 * The content pages' tabs (./tabs.tsx) in a chunk of their own, which a page loads only when it
 * shows tabs. Imported directly, Radix Tabs (about 9 KB) would be in the first load of every page
 * built from sections, as Next bundles each client component a route's server code imports, shown
 * or not. Rendered on the server all the same; in the browser the boundary lets the rest of the
 * page hydrate while the chunk arrives. (React's `lazy` rather than `next/dynamic`, whose loader
 * would add 1.6 KB to every page.)
 */
export function LazyTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <Suspense>
      <Tabs {...props} />
    </Suspense>
  );
}
