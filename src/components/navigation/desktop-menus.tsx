'use client';

import { ChevronDown } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface DesktopMenusProps {
  menus: { id: string; label: string; panel: ReactNode }[];
}

/**
 * The desktop main navigation: a disclosure per menu (W3C "disclosure navigation" pattern).
 * Enter/Space/ArrowDown open a menu, Escape closes it and returns focus to its button,
 * arrow keys move between the menus in reading order (so right-to-left in Arabic), Home/End
 * jump to the first/last; a click outside, moving focus away or navigating closes it.
 */
export function DesktopMenus({ menus }: DesktopMenusProps) {
  const pathname = usePathname();
  const [state, setState] = useState<{ open: string | null; path: string }>({
    open: null,
    path: pathname,
  });
  if (state.path !== pathname) setState({ open: null, path: pathname });
  const open = state.open;
  const setOpen = (id: string | null) => setState({ open: id, path: pathname });

  const root = useRef<HTMLUListElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setState((s) => ({ ...s, open: null }));
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let target: number | undefined;
    if (step) target = (index + step + menus.length) % menus.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = menus.length - 1;
    else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(menus[index]!.id);
      requestAnimationFrame(() =>
        document.getElementById(`menu-${menus[index]!.id}`)?.querySelector('a')?.focus(),
      );
      return;
    }
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  function onPanelKey(event: KeyboardEvent<HTMLDivElement>, index: number) {
    if (event.key !== 'Escape') return;
    setOpen(null);
    buttons.current[index]?.focus();
  }

  return (
    <ul
      ref={root}
      className="flex items-stretch gap-1"
      onBlur={(event) => {
        // Focus moved to something outside the menus (a click outside is handled above).
        const next = event.relatedTarget as Node | null;
        if (next && !root.current?.contains(next)) setOpen(null);
      }}
    >
      {menus.map((menu, index) => {
        const expanded = open === menu.id;
        return (
          <li key={menu.id}>
            <button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              aria-expanded={expanded}
              aria-controls={`menu-${menu.id}`}
              onClick={() => setOpen(expanded ? null : menu.id)}
              onKeyDown={(event) => onButtonKey(event, index)}
              className="flex h-12 items-center gap-1 px-3 font-bold text-slate-800 hover:text-brand-700 aria-expanded:text-brand-700 dark:text-slate-100 dark:hover:text-brand-300 dark:aria-expanded:text-brand-300"
            >
              {menu.label}
              <ChevronDown
                aria-hidden="true"
                className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
              />
            </button>
            <div
              id={`menu-${menu.id}`}
              hidden={!expanded}
              onKeyDown={(event) => onPanelKey(event, index)}
              className="absolute inset-x-0 top-full z-40 border-y border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
            >
              {menu.panel}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
