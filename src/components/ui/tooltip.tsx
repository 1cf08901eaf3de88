'use client';

import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

/** Hover delay before a tooltip opens, and the window in which the next one opens at once (spec section 9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** One provider per page, so the skip delay is shared by every tooltip on it. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

interface TooltipProps {
  label: string;
  /** The trigger: a single focusable element; it gets aria-describedby while the tooltip shows. */
  children: ReactElement;
  side?: 'bottom' | 'top';
}

/**
 * A tooltip on Radix: opens after the provider's delay on hover, at once on keyboard focus,
 * closes on leave, blur and Escape. Aligned with the trigger's end edge (the header's toggles
 * sit at the end of the row), so it opens inwards in both directions.
 */
export function Tooltip({ label, children, side = 'bottom' }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-60 rounded bg-slate-900 px-2 py-1 text-center text-xs text-white shadow dark:bg-slate-100 dark:text-slate-900"
        >
          {label}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
