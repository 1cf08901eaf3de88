import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { buildMenus } from './menu-model';
import { DesktopMenus } from './desktop-menus';
import { MobileMenu } from './mobile-menu';

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
          <DesktopMenus menus={menus} />
        </div>
        <MobileMenu
          menus={menus}
          openLabel={t('openMenu')}
          closeLabel={t('closeMenu')}
          menuLabel={t('menu')}
        />
      </div>
    </nav>
  );
}
