'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../ui/when-idle';
import type { Menu } from './menu-model';
import { WIDE } from './menu-trigger';

type PanelModule = typeof import('./mobile-menu-panel');

interface MobileMenuProps {
  menus: Menu[];
  openLabel: string;
  closeLabel: string;
  menuLabel: string;
  /** The menu's icon when closed and when open (drawn on the server: site-navigation.tsx). */
  icons: { open: ReactNode; close: ReactNode };
  /** Shown at the end of the open panel on phones: the theme and language toggles. */
  tools?: ReactNode;
}

let panelModule: Promise<PanelModule> | null = null;
function loadPanel() {
  panelModule ??= import('./mobile-menu-panel');
  return panelModule;
}

/**
 * The phone-width menu: a disclosure button (aria-expanded, aria-controls) opening a panel of
 * the menus as an accordion (mobile-menu-panel.tsx). Escape closes the panel and returns focus
 * to the button; a navigation closes it.
 *
 * The panel is mounted only while open: rendering (and hydrating) its sixty-odd links on every
 * page load cost phones about 400 ms of blocked main thread, for a menu most visitors never
 * open. Its code (Radix Accordion, about 8 KB) is not in the page's first load either: it is
 * fetched when the browser is idle, or at once when the visitor touches the button. Crawlers
 * find every page through sitemap.xml and the pages' links.
 */
export function MobileMenu({
  menus,
  openLabel,
  closeLabel,
  menuLabel,
  icons,
  tools,
}: MobileMenuProps) {
  const pathname = usePathname();
  const [state, setState] = useState({ open: false, path: pathname });
  if (state.path !== pathname) setState({ open: false, path: pathname });
  const open = state.open;
  const [panel, setPanel] = useState<PanelModule | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const fetchPanel = () => {
    void loadPanel().then((module) => setPanel(() => module));
  };
  useEffect(() => {
    // Phones only: wide screens have the desktop menus.
    if (window.matchMedia(WIDE).matches) return;
    return whenIdle(() => void loadPanel().then((module) => setPanel(() => module)));
  }, []);

  const shown = open && panel;
  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={shown ? panelId : undefined}
        aria-label={open ? closeLabel : openLabel}
        data-ready={panel ? '' : undefined}
        onPointerDown={fetchPanel}
        onClick={() => {
          fetchPanel();
          setState({ open: !open, path: pathname });
        }}
        className="flex h-10 items-center gap-2 rounded-full px-2 font-bold text-white hover:bg-white/15"
      >
        {open ? icons.close : icons.open}
        <span aria-hidden="true">{menuLabel}</span>
      </button>
      {shown ? (
        <panel.MobileMenuPanel
          id={panelId}
          menus={menus}
          pathname={pathname}
          tools={tools}
          onEscape={() => {
            setState({ open: false, path: pathname });
            button.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
