'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { documentDirection } from '@/components/ui/document-direction';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Menu } from './menu-model';
import { handOver, TriggerLabel, triggerClass } from './menu-trigger';

/**
 * The desktop main navigation on Radix NavigationMenu: each menu a trigger button with a
 * dropdown panel of titled link groups. Arrow keys move between the menus in reading order
 * (right-to-left in Arabic), Home/End jump to the first/last, Enter/Space or ArrowDown open a
 * menu, Escape closes it and returns focus to its button, a click outside or a navigation
 * closes it. (Closed panels are not in the HTML: crawlers find every page through
 * sitemap.xml and the links in the pages.)
 */
export function InteractiveMenus({ menus, chevron }: { menus: Menu[]; chevron: ReactNode }) {
  const pathname = usePathname();
  const [state, setState] = useState(() => ({ open: handOver.open ?? '', path: pathname }));
  if (state.path !== pathname) setState({ open: '', path: pathname });
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const { focused } = handOver;
    handOver.focused = null;
    handOver.open = null;
    if (!focused) return;
    root.current?.querySelector<HTMLButtonElement>(`[data-menu-trigger="${focused}"]`)?.focus();
  }, []);

  // An open menu's button is followed by Radix's focus proxy, an empty span that passes Tab
  // between the button and the panel. Radix marks it aria-hidden although it takes the focus,
  // which axe reports as serious (aria-hidden-focus; radix-ui/primitives#3085). Reka UI, the
  // Vue port, fixed it by dropping the attribute (unovue/reka-ui#2810): the same here, each
  // time a menu opens (React sets the attribute only when it mounts the proxy).
  useLayoutEffect(() => {
    for (const proxy of root.current?.querySelectorAll(
      '[data-menu-trigger] + span[aria-hidden="true"][tabindex="0"]',
    ) ?? []) {
      proxy.removeAttribute('aria-hidden');
    }
  }, [state.open]);

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
      dir={documentDirection()}
      // The landmark and its name are the enclosing <nav>'s; Radix would add a second one.
      aria-label={undefined}
      ref={root}
      value={state.open}
      onValueChange={(open) => setState({ open, path: pathname })}
      delayDuration={150}
    >
      {/* Radix wraps the list in a position:relative box; made static, the open panel is placed
          against the whole <nav> bar (site-navigation.tsx) rather than the width of the list. */}
      <div data-interactive-menus="" className="[&>div]:!static">
        <NavigationMenu.List className="flex items-stretch gap-1">
          {menus.map((menu) => (
            <NavigationMenu.Item key={menu.id} value={menu.id}>
              <NavigationMenu.Trigger
                data-menu-trigger={menu.id}
                onKeyDown={(event) => openFromKeyboard(event, menu.id)}
                className={triggerClass}
              >
                <TriggerLabel label={menu.label} chevron={chevron} />
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
