'use client';

import * as Accordion from '@radix-ui/react-accordion';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, Menu as MenuIcon, X } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useRef, useState, type ReactNode } from 'react';
import type { Menu } from './menu-model';

interface MobileMenuProps {
  menus: Menu[];
  openLabel: string;
  closeLabel: string;
  menuLabel: string;
  /** Shown at the end of the open panel on phones: the theme and language toggles. */
  tools?: ReactNode;
}

const sectionButton = 'group flex w-full items-center justify-between gap-2 text-start font-bold';

/**
 * The phone-width menu: a button (disclosure, aria-expanded) opens a panel holding an
 * accordion whose menus and their groups expand independently (Radix Collapsible and
 * Accordion: every section header is a button with aria-expanded controlling its panel).
 * Escape closes the panel and returns focus to the menu button; a navigation closes it.
 * The panel is mounted only while open: rendering (and hydrating) its sixty-odd links on
 * every page load cost phones about 400 ms of blocked main thread, for a menu most visitors
 * never open. Crawlers find every page through sitemap.xml and the links in the pages.
 */
export function MobileMenu({ menus, openLabel, closeLabel, menuLabel, tools }: MobileMenuProps) {
  const pathname = usePathname();
  const [state, setState] = useState({ open: false, path: pathname });
  if (state.path !== pathname) setState({ open: false, path: pathname });
  const open = state.open;
  const button = useRef<HTMLButtonElement>(null);

  return (
    <Collapsible.Root
      open={open}
      onOpenChange={(next) => setState({ open: next, path: pathname })}
      className="lg:hidden"
    >
      <Collapsible.Trigger
        ref={button}
        aria-label={open ? closeLabel : openLabel}
        className="flex h-10 items-center gap-2 rounded-full px-2 font-bold text-white hover:bg-white/15"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MenuIcon aria-hidden="true" className="size-6" />
        )}
        <span aria-hidden="true">{menuLabel}</span>
      </Collapsible.Trigger>
      <Collapsible.Content
        data-mobile-menu=""
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setState({ open: false, path: pathname });
          button.current?.focus();
        }}
        className="absolute inset-x-0 top-full z-40 max-h-[75dvh] overflow-y-auto border-y border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <Accordion.Root
          type="multiple"
          className="container-page divide-y divide-slate-200 py-2 dark:divide-slate-700"
        >
          {menus.map((menu) => (
            <Accordion.Item key={menu.id} value={menu.id}>
              <Accordion.Header asChild>
                <div>
                  <Accordion.Trigger className={`${sectionButton} py-3`}>
                    {menu.label}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </div>
              </Accordion.Header>
              <Accordion.Content forceMount className="pb-3 ps-3 data-[state=closed]:hidden">
                <Accordion.Root type="multiple" className="space-y-1">
                  {menu.groups.map((group) => (
                    <Accordion.Item key={group.id} value={group.id}>
                      <Accordion.Header asChild>
                        <div>
                          <Accordion.Trigger
                            className={`${sectionButton} py-2 text-brand-700 dark:text-brand-300`}
                          >
                            {group.label}
                            <ChevronDown
                              aria-hidden="true"
                              className="size-4 transition-transform group-data-[state=open]:rotate-180"
                            />
                          </Accordion.Trigger>
                        </div>
                      </Accordion.Header>
                      <Accordion.Content forceMount className="ps-3 data-[state=closed]:hidden">
                        <ul>
                          {group.links.map((link) => (
                            <li key={link.key}>
                              <Link
                                href={link.href}
                                aria-current={link.href === pathname ? 'page' : undefined}
                                className="block py-2 text-slate-700 dark:text-slate-200"
                              >
                                {link.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </Accordion.Content>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        {tools ? (
          <div className="container-page flex items-center gap-3 border-t border-slate-200 py-3 md:hidden dark:border-slate-700">
            {tools}
          </div>
        ) : null}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
