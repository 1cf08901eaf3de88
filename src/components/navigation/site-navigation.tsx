import { ChevronDown, Menu as MenuIcon, X } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { buildMenus } from './menu-model';
import { DesktopMenus } from './desktop-menus';
import { MobileMenu } from './mobile-menu';

/** The main navigation on wide screens: a bar of dropdown menus under the header. */
export async function SiteNavigation({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Navigation' });
  return (
    <nav
      aria-label={t('main')}
      // The menus' panels are placed under this bar (globals.css: site-menu-bar).
      className="site-menu-bar relative hidden border-b border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-950"
    >
      <div className="container-page flex items-center">
        <DesktopMenus
          menus={buildMenus(locale)}
          chevron={
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
            />
          }
        />
      </div>
    </nav>
  );
}

/**
 * The main navigation below wide screens: the menu button in the header's own row (logo,
 * search and menu on one line on a phone), its panel holding the menus and, on phones, the
 * theme and language toggles.
 */
export async function SiteNavigationCompact({
  locale,
  tools,
}: {
  locale: Locale;
  tools: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Navigation' });
  return (
    <nav aria-label={t('main')} className="lg:hidden">
      <MobileMenu
        menus={buildMenus(locale)}
        openLabel={t('openMenu')}
        closeLabel={t('closeMenu')}
        menuLabel={t('menu')}
        icons={{
          open: <MenuIcon aria-hidden="true" className="size-6" />,
          close: <X aria-hidden="true" className="size-6" />,
        }}
        tools={tools}
      />
    </nav>
  );
}
