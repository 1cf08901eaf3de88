'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Menu } from './menu-model';
import { handOver, TriggerLabel, triggerClass, WIDE } from './menu-trigger';

type InteractiveModule = typeof import('./interactive-menus');

/** Started once, as soon as this module runs on a wide screen: in parallel with hydration. */
let interactive: Promise<InteractiveModule> | null = null;
function loadInteractive() {
  interactive ??= import('./interactive-menus');
  return interactive;
}
if (typeof window !== 'undefined' && window.matchMedia(WIDE).matches) void loadInteractive();

/**
 * The menus' buttons as the server renders them, and as they stay where they are hidden (phones):
 * the same markup and look as Radix's closed triggers, without Radix NavigationMenu. Phones
 * neither download nor hydrate a menu they never show (about 150 ms of blocked main thread on a
 * mid-range phone, and 15 KB of the first load's script); on a wide screen the interactive
 * menus (interactive-menus.tsx, a chunk of their own) replace them once hydrated and loaded,
 * or when a phone-width window is widened. (Narrowed again, the menus are hidden by CSS.)
 */
export function DesktopMenus({ menus, chevron }: { menus: Menu[]; chevron: ReactNode }) {
  const [loaded, setLoaded] = useState<InteractiveModule | null>(null);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    let current = true;
    const load = () => {
      if (query.matches) void loadInteractive().then((module) => current && setLoaded(module));
    };
    load();
    query.addEventListener('change', load);
    return () => {
      current = false;
      query.removeEventListener('change', load);
    };
  }, []);
  if (loaded) return <loaded.InteractiveMenus menus={menus} chevron={chevron} />;
  return <StaticMenus menus={menus} chevron={chevron} />;
}

function StaticMenus({ menus, chevron }: { menus: Menu[]; chevron: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const node = list.current;
    // Runs as the buttons are replaced, while they are still in the document.
    return () => {
      const active = document.activeElement;
      handOver.focused =
        active instanceof HTMLElement && node?.contains(active)
          ? (active.dataset.menuTrigger ?? null)
          : null;
    };
  }, []);
  return (
    <div>
      <div style={{ position: 'relative' }}>
        <ul ref={list} className="flex items-stretch gap-1">
          {menus.map((menu) => (
            <li key={menu.id}>
              <button
                type="button"
                data-menu-trigger={menu.id}
                data-state="closed"
                aria-expanded="false"
                className={triggerClass}
                // Asked for (press, click, Enter, Space) before the interactive menus arrived:
                // they open it. The press counts too: replaced between a press and its release,
                // the button would get no click.
                onPointerDown={() => {
                  handOver.open = menu.id;
                }}
                onClick={() => {
                  handOver.open = menu.id;
                }}
              >
                <TriggerLabel label={menu.label} chevron={chevron} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
