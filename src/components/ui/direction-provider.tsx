'use client';

import { DirectionProvider as RadixDirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';

/**
 * Gives every Radix primitive the page's reading direction, so arrow keys, alignment and
 * portalled content (tooltips, dialogs) follow right-to-left on Arabic pages.
 */
export function DirectionProvider({ dir, children }: { dir: 'rtl' | 'ltr'; children: ReactNode }) {
  return <RadixDirectionProvider dir={dir}>{children}</RadixDirectionProvider>;
}
