'use client';

import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { documentDirection } from '@/components/ui/document-direction';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import type { Menu } from './menu-model';

const sectionButton = 'group flex w-full items-center justify-between gap-2 text-start font-bold';

/**
 * The phone menu's open panel (mobile-menu.tsx): an accordion whose menus and their groups
 * expand independently (Radix Accordion: every section header is a button with aria-expanded
 * controlling its panel), then, on phones, the theme and language toggles.
 */
export function MobileMenuPanel({
  id,
  menus,
  pathname,
  tools,
  onEscape,
}: {
  id: string;
  menus: Menu[];
  pathname: string;
  tools?: ReactNode;
  onEscape: () => void;
}) {
  return (
    <div
      id={id}
      data-mobile-menu=""
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
      className="absolute inset-x-0 top-full z-40 max-h-[75dvh] overflow-y-auto border-y border-slate-200 bg-white text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <Accordion.Root
        dir={documentDirection()}
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
              <Accordion.Root dir={documentDirection()} type="multiple" className="space-y-1">
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
    </div>
  );
}
