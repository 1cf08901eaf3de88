import { navLabelOf } from '@content/index';
import { pathOf, type MenuId, type RouteKey } from '@/config/routes';
import { localePath, localizePath, type Locale } from '@/i18n/routing';
import { isPageLink, type Navigation } from '@/lib/navigation';
import { currentNavigation, navigationStore } from '@/server/navigation/navigation-desk';

export interface MenuLink {
  key: string;
  href: string;
  label: string;
}
export interface MenuGroup {
  id: string;
  label: string;
  links: MenuLink[];
}
export interface Menu {
  id: MenuId;
  label: string;
  groups: MenuGroup[];
}

const built = new Map<string, Menu[]>();

/**
 * The five top menus with their titled groups of links, in the given language, as the college
 * arranged them (src/server/navigation/navigation-desk.ts). Built once per language and
 * arrangement: the desktop menus and the phone menu then receive the same object, which React
 * writes into the page's payload once instead of twice.
 */
export function buildMenus(locale: Locale): Menu[] {
  const key = `${locale}:${navigationStore().version}`;
  let menus = built.get(key);
  if (!menus) {
    menus = menusOf(locale, currentNavigation());
    if (built.size > 8) built.clear();
    built.set(key, menus);
  }
  return menus;
}

/** A menu's name as the college set it (the breadcrumb's first step). */
export function menuLabel(locale: Locale, id: MenuId): string {
  return currentNavigation().menus.find((menu) => menu.id === id)?.[locale] ?? id;
}

/** The arrangement in `locale`: the shown links only, and no group left without one. */
export function menusOf(locale: Locale, navigation: Navigation): Menu[] {
  return navigation.menus.map((menu) => ({
    id: menu.id,
    label: menu[locale],
    groups: menu.groups
      .map((group) => ({
        id: group.id,
        label: group[locale],
        links: group.links.flatMap((link, index): MenuLink[] => {
          if (!isPageLink(link)) {
            return [
              {
                key: `${group.id}-link-${index}`,
                // A page of the site in the page's language; another site as it is.
                href: link.href.startsWith('/') ? localizePath(locale, link.href) : link.href,
                label: link[locale],
              },
            ];
          }
          if (!link.shown) return [];
          const key = link.page as RouteKey;
          return [{ key, href: localePath(locale, pathOf(key)), label: navLabelOf(locale, key) }];
        }),
      }))
      .filter((group) => group.links.length > 0),
  }));
}
