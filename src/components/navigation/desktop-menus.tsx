'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { Menu } from './menu-model';

/** Tailwind's `lg`: where the desktop menus are shown (site-navigation.tsx). */
const WIDE = '(min-width: 64rem)';

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const triggerClass =
  'group flex h-12 items-center gap-1 px-3 font-bold text-slate-800 hover:text-brand-700 data-[state=open]:text-brand-700 dark:text-slate-100 dark:hover:text-brand-300 dark:data-[state=open]:text-brand-300';

function TriggerLabel({ label }: { label: string }) {
  return (
    <>
      {label}
      <ChevronDown
        aria-hidden="true"
        className="size-4 transition-transform group-data-[state=open]:rotate-180"
      />
    </>
  );
}

/**
 * The menus' buttons as the server renders them, and as they stay where they are hidden (phones):
 * the same markup and look as Radix's closed triggers, without mounting NavigationMenu. On a
 * phone that saves the work of hydrating a menu that is never shown (about 150 ms of blocked
 * main thread on a mid-range phone); on a wide screen the interactive menus replace them as
 * soon as the page is hydrated.
 */
export function DesktopMenus({ menus }: { menus: Menu[] }) {
  const wide = useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  return wide ? <InteractiveMenus menus={menus} /> : <StaticMenus menus={menus} />;
}

/**
 * The menu whose server-rendered button had the keyboard focus when the interactive menus
 * replaced it, so that the focus moves to its new button instead of falling to the page.
 */
let focusedBeforeSwap: string | null = null;

function StaticMenus({ menus }: { menus: Menu[] }) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const node = list.current;
    // Runs as the buttons are replaced, while they are still in the document.
    return () => {
      const active = document.activeElement;
      focusedBeforeSwap =
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
              >
                <TriggerLabel label={menu.label} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The desktop main navigation on Radix NavigationMenu: each menu a trigger button with a
 * dropdown panel of titled link groups. Arrow keys move between the menus in reading order
 * (right-to-left in Arabic), Home/End jump to the first/last, Enter/Space or ArrowDown open a
 * menu, Escape closes it and returns focus to its button, a click outside or a navigation
 * closes it. (Closed panels are not in the HTML: crawlers find every page through
 * sitemap.xml and the links in the pages.)
 */
function InteractiveMenus({ menus }: { menus: Menu[] }) {
  const pathname = usePathname();
  const [state, setState] = useState({ open: '', path: pathname });
  if (state.path !== pathname) setState({ open: '', path: pathname });
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!focusedBeforeSwap) return;
    root.current
      ?.querySelector<HTMLButtonElement>(`[data-menu-trigger="${focusedBeforeSwap}"]`)
      ?.focus();
    focusedBeforeSwap = null;
  }, []);

  function openFromKeyboard(event: KeyboardEvent<HTMLButtonElement>, id: string) {
    // Radix enters an open panel with ArrowDown; a closed one opens first.
    if (event.key !== 'ArrowDown' || state.open === id) return;
    event.preventDefault();
    setState({ open: id, path: pathname });
    requestAnimationFrame(() =>
      root.current?.querySelector<HTMLAnchorElement>(`[data-menu-panel="${id}"] a`)?.focus(),
    );
  }

  return (
    <NavigationMenu.Root
      asChild
      // The landmark and its name are the enclosing <nav>'s; Radix would add a second one.
      aria-label={undefined}
      ref={root}
      value={state.open}
      onValueChange={(open) => setState({ open, path: pathname })}
      delayDuration={150}
    >
      <div>
        <NavigationMenu.List className="flex items-stretch gap-1">
          {menus.map((menu) => (
            <NavigationMenu.Item key={menu.id} value={menu.id}>
              <NavigationMenu.Trigger
                data-menu-trigger={menu.id}
                onKeyDown={(event) => openFromKeyboard(event, menu.id)}
                className={triggerClass}
              >
                <TriggerLabel label={menu.label} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                data-menu-panel={menu.id}
                className="absolute inset-x-0 top-full z-40 border-y border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
              >
                <div className="container-page grid grid-cols-3 gap-8 py-6">
                  {menu.groups.map((group) => (
                    <section key={group.id} aria-labelledby={`group-${group.id}`}>
                      <h2
                        id={`group-${group.id}`}
                        className="mb-2 border-b border-slate-200 pb-1 text-sm font-bold text-brand-700 dark:border-slate-700 dark:text-brand-300"
                      >
                        {group.label}
                      </h2>
                      <ul className="space-y-1">
                        {group.links.map((link) => (
                          <li key={link.key}>
                            <NavigationMenu.Link asChild active={link.href === pathname}>
                              <Link
                                href={link.href}
                                className="block rounded px-2 py-1 text-slate-700 hover:bg-brand-50 hover:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
                              >
                                {link.label}
                              </Link>
                            </NavigationMenu.Link>
                          </li>
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ))}
        </NavigationMenu.List>
      </div>
    </NavigationMenu.Root>
  );
}
