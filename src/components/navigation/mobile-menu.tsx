'use client';

import { Menu, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';

interface MobileMenuProps {
  openLabel: string;
  closeLabel: string;
  menuLabel: string;
  /** The accordion: server-rendered <details> sections that expand independently. */
  children: ReactNode;
}

/** The phone-width menu button and its panel; it closes itself after a navigation. */
export function MobileMenu({ openLabel, closeLabel, menuLabel, children }: MobileMenuProps) {
  const pathname = usePathname();
  const [state, setState] = useState({ open: false, path: pathname });
  if (state.path !== pathname) setState({ open: false, path: pathname });
  const open = state.open;

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setState({ open: !open, path: pathname })}
        className="flex h-12 items-center gap-2 px-1 font-bold text-slate-800 dark:text-slate-100"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span aria-hidden="true">{menuLabel}</span>
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        onKeyDown={(event) => event.key === 'Escape' && setState({ open: false, path: pathname })}
        className="absolute inset-x-0 top-full z-40 max-h-[75dvh] overflow-y-auto border-y border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        {children}
      </div>
    </div>
  );
}
