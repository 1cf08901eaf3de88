import { ChevronDown } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import type { Menu } from './menu-model';
import { CLOSE_LABEL_ATTRIBUTE, MENU_ATTRIBUTE, OPEN_LABEL_ATTRIBUTE } from './menu-script';

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

/** The panel's id: one phone menu per page. */
const PANEL_ID = 'site-menu';

const summaryClass =
  'flex cursor-pointer list-none items-center justify-between gap-2 text-start font-bold [&::-webkit-details-marker]:hidden';
const chevronClass = 'shrink-0 transition-transform';

/**
 * How a level of the menu folds: the class naming its <details> as a Tailwind group, its
 * summary's and its chevron's. Whole class names, so that Tailwind finds them in this file.
 */
interface FoldLook {
  group: string;
  summary: string;
  chevron: string;
}

const menuFold: FoldLook = {
  group: 'group/menu',
  summary: `${summaryClass} py-3`,
  chevron: `size-5 ${chevronClass} group-open/menu:rotate-180`,
};

const groupFold: FoldLook = {
  group: 'group/section',
  summary: `${summaryClass} py-2 text-brand-700 dark:text-brand-300`,
  chevron: `size-4 ${chevronClass} group-open/section:rotate-180`,
};

/** A menu or one of its groups: a <details> whose summary is its label and a chevron. */
function Fold({ label, look, children }: { label: string; look: FoldLook; children: ReactNode }) {
  return (
    <details className={look.group}>
      <summary className={look.summary}>
        {label}
        <ChevronDown aria-hidden="true" className={look.chevron} />
      </summary>
      {children}
    </details>
  );
}

/**
 * The phone-width menu, in HTML alone: a button that opens a popover panel of the menus, each
 * menu and each of its groups a <details> that opens and closes on its own (spec: "sections and
 * sub-groups expand and collapse independently"), then, on phones, the theme and language
 * toggles. The browser opens it at the first tap, before any script of the page has run;
 * Escape and a tap outside close it and give the focus back to the button. The page's menu
 * script (menu-script.ts) keeps the button's aria-expanded and label in step and closes the
 * panel when one of its links is followed.
 */
export function MobileMenu({
  menus,
  openLabel,
  closeLabel,
  menuLabel,
  icons,
  tools,
}: MobileMenuProps) {
  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-controls={PANEL_ID}
        aria-expanded="false"
        aria-label={openLabel}
        {...{ [OPEN_LABEL_ATTRIBUTE]: openLabel, [CLOSE_LABEL_ATTRIBUTE]: closeLabel }}
        className="group flex h-10 items-center gap-2 rounded-full px-2 font-bold text-white hover:bg-white/15"
      >
        <span className="group-aria-expanded:hidden">{icons.open}</span>
        <span className="hidden group-aria-expanded:inline">{icons.close}</span>
        <span aria-hidden="true">{menuLabel}</span>
      </button>
      <div
        id={PANEL_ID}
        popover="auto"
        data-mobile-menu=""
        {...{ [MENU_ATTRIBUTE]: '' }}
        className="site-menu-panel max-h-[75dvh] overflow-y-auto border-y border-slate-200 bg-white text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="container-page divide-y divide-slate-200 py-2 dark:divide-slate-700">
          {menus.map((menu) => (
            <Fold key={menu.id} label={menu.label} look={menuFold}>
              <div className="space-y-1 pb-3 ps-3">
                {menu.groups.map((group) => (
                  <Fold key={group.id} label={group.label} look={groupFold}>
                    <ul className="ps-3">
                      {group.links.map((link) => (
                        <li key={link.key}>
                          <a
                            href={link.href}
                            className="block py-2 text-slate-700 dark:text-slate-200"
                          >
                            {link.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </Fold>
                ))}
              </div>
            </Fold>
          ))}
        </div>
        {tools ? (
          <div className="container-page flex items-center gap-3 border-t border-slate-200 py-3 md:hidden dark:border-slate-700">
            {tools}
          </div>
        ) : null}
      </div>
    </div>
  );
}
