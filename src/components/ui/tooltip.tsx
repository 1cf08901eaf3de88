'use client';

import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

/** Hover delay before a tooltip opens, and the window in which the next one opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When the last tooltip closed: shared by every tooltip on the page, like Radix's provider. */
let lastClosedAt = 0;

interface TooltipProps {
  label: string;
  /** The trigger; it gets aria-describedby pointing at the tooltip. */
  children: (describedBy: string | undefined) => ReactElement;
  side?: 'bottom' | 'top';
}
// The tooltip is aligned with the trigger's end edge: triggers sit at the end of the header,
// so it opens inwards and never overflows the viewport.

/**
 * A small tooltip: opens 700 ms after the pointer rests on the trigger (at once if another
 * tooltip closed less than 300 ms ago), at once on keyboard focus; closes on leave, blur, Escape.
 */
export function Tooltip({ label, children, side = 'bottom' }: TooltipProps): ReactNode {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  function show(immediately: boolean) {
    window.clearTimeout(timer.current);
    const skip = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (immediately || skip) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  }
  function hide() {
    window.clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => event.pointerType === 'mouse' && show(false)}
      onPointerLeave={hide}
      onFocus={(event) => event.target.matches(':focus-visible') && show(true)}
      onBlur={hide}
    >
      {children(open ? id : undefined)}
      {open ? (
        <span
          id={id}
          role="tooltip"
          className={`pointer-events-none absolute end-0 z-50 w-max max-w-60 rounded bg-slate-900 px-2 py-1 text-center text-xs whitespace-nowrap text-white shadow dark:bg-slate-100 dark:text-slate-900 ${
            side === 'bottom' ? 'top-full mt-2' : 'bottom-full mb-2'
          }`}
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}
