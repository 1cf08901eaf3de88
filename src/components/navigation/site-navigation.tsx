import Link from 'next/link';
import { ChevronDown } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { buildMenus, type Menu } from './menu-model';
import { DesktopMenus } from './desktop-menus';
import { MobileMenu } from './mobile-menu';

function DesktopPanel({ menu }: { menu: Menu }) {
  return (
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
                <Link
                  href={link.href}
                  className="block rounded px-2 py-1 text-slate-700 hover:bg-brand-50 hover:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const summaryClass =
  'flex cursor-pointer list-none items-center justify-between gap-2 [&::-webkit-details-marker]:hidden';

function MobileAccordion({ menus }: { menus: Menu[] }) {
  return (
    <ul className="container-page divide-y divide-slate-200 py-2 dark:divide-slate-700">
      {menus.map((menu) => (
        <li key={menu.id}>
          <details className="group/menu">
            <summary className={`${summaryClass} py-3 font-bold`}>
              {menu.label}
              <ChevronDown aria-hidden="true" className="size-5 group-open/menu:rotate-180" />
            </summary>
            <ul className="space-y-1 pb-3 ps-3">
              {menu.groups.map((group) => (
                <li key={group.id}>
                  <details className="group/sub">
                    <summary
                      className={`${summaryClass} py-2 font-bold text-brand-700 dark:text-brand-300`}
                    >
                      {group.label}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-4 group-open/sub:rotate-180"
                      />
                    </summary>
                    <ul className="ps-3">
                      {group.links.map((link) => (
                        <li key={link.key}>
                          <Link
                            href={link.href}
                            className="block py-2 text-slate-700 dark:text-slate-200"
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** The main navigation: dropdowns on wide screens, a menu button with an accordion on phones. */
export async function SiteNavigation({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Navigation' });
  const menus = buildMenus(locale);
  return (
    <nav
      aria-label={t('main')}
      className="relative border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
    >
      <div className="container-page flex items-center">
        <div className="hidden lg:block">
          <DesktopMenus
            menus={menus.map((menu) => ({
              id: menu.id,
              label: menu.label,
              panel: <DesktopPanel menu={menu} />,
            }))}
          />
        </div>
        <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')} menuLabel={t('menu')}>
          <MobileAccordion menus={menus} />
        </MobileMenu>
      </div>
    </nav>
  );
}
