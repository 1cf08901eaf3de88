'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Menu } from './menu-model';

/**
 * The desktop main navigation on Radix NavigationMenu: each menu a trigger button with a
 * dropdown panel of titled link groups. Arrow keys move between the menus in reading order
 * (right-to-left in Arabic), Home/End jump to the first/last, Enter/Space or ArrowDown open a
 * menu, Escape closes it and returns focus to its button, a click outside or a navigation
 * closes it. (Closed panels are not in the HTML; the phone accordion, always in the HTML,
 * carries every link for crawlers and readers without JavaScript.)
 */
export function DesktopMenus({ menus }: { menus: Menu[] }) {
  const pathname = usePathname();
  const [state, setState] = useState({ open: '', path: pathname });
  if (state.path !== pathname) setState({ open: '', path: pathname });
  const root = useRef<HTMLDivElement>(null);

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
                onKeyDown={(event) => openFromKeyboard(event, menu.id)}
                className="group flex h-12 items-center gap-1 px-3 font-bold text-slate-800 hover:text-brand-700 data-[state=open]:text-brand-700 dark:text-slate-100 dark:hover:text-brand-300 dark:data-[state=open]:text-brand-300"
              >
                {menu.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
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
