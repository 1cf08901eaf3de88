import type { ReactNode } from 'react';
import type { Menu } from './menu-model';
import { MENU_ATTRIBUTE, MENU_TRIGGER_ATTRIBUTE } from './menu-script';

const triggerClass =
  'group flex h-12 items-center gap-1 px-3 font-bold text-slate-800 hover:text-brand-700 data-[state=open]:text-brand-700 dark:text-slate-100 dark:hover:text-brand-300 dark:data-[state=open]:text-brand-300';

/**
 * The desktop main navigation, in HTML alone: each menu a button opening a popover panel of
 * titled link groups, under the navigation bar and as wide as it. The browser opens a menu at
 * the first click or Enter, before any script of the page has run, keeps one open at a time,
 * and closes it on Escape (the focus back on its button) or a click outside; Tab goes from an
 * open menu's button into its panel. The page's menu script (menu-script.ts) adds the arrow
 * keys between the buttons in reading order (right to left in Arabic), Home and End, ArrowDown
 * into a menu, and the buttons' aria-expanded.
 */
export function DesktopMenus({ menus, chevron }: { menus: Menu[]; chevron: ReactNode }) {
  return (
    <ul className="flex items-stretch gap-1">
      {menus.map((menu) => {
        const panelId = `menu-${menu.id}`;
        return (
          <li key={menu.id}>
            <button
              type="button"
              popoverTarget={panelId}
              aria-controls={panelId}
              aria-expanded="false"
              data-state="closed"
              {...{ [MENU_TRIGGER_ATTRIBUTE]: menu.id }}
              className={triggerClass}
            >
              {menu.label}
              {chevron}
            </button>
            <div
              id={panelId}
              popover="auto"
              data-menu-panel={menu.id}
              {...{ [MENU_ATTRIBUTE]: '' }}
              className="site-menu-dropdown border-y border-slate-200 bg-white text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            >
              <div className="container-page grid grid-cols-3 gap-8 py-6">
                {menu.groups.map((group) => (
                  // Not a labelled <section>: a region named after its group would take the
                  // name of a form field on the page ("E-mail") while the menu is closed.
                  <div key={group.id}>
                    <h2 className="mb-2 border-b border-slate-200 pb-1 text-sm font-bold text-brand-700 dark:border-slate-700 dark:text-brand-300">
                      {group.label}
                    </h2>
                    <ul className="space-y-1">
                      {group.links.map((link) => (
                        <li key={link.key}>
                          <a
                            href={link.href}
                            className="block rounded px-2 py-1 text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-bold dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
                          >
                            {link.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
