import { getContent, navLabelOf } from '@content/index';
import {
  menuGroups,
  menuIds,
  pagesInGroup,
  pathOf,
  type MenuGroupId,
  type MenuId,
} from '@/config/routes';
import { localePath, type Locale } from '@/i18n/routing';

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

const built = new Map<Locale, Menu[]>();

/**
 * The five top menus with their titled groups of links, in the given language. Built once per
 * language: the desktop menus and the phone menu then receive the same object, which React
 * writes into the page's payload once instead of twice.
 */
export function buildMenus(locale: Locale): Menu[] {
  let menus = built.get(locale);
  if (!menus) {
    menus = menusOf(locale);
    built.set(locale, menus);
  }
  return menus;
}

function menusOf(locale: Locale): Menu[] {
  const { navigation } = getContent(locale);
  return menuIds.map((menu) => ({
    id: menu,
    label: navigation.menus[menu],
    groups: menuGroups[menu].map((group) => {
      const id = `${menu}.${group}` as MenuGroupId;
      return {
        id,
        label: navigation.groups[id],
        links: pagesInGroup(id).map((key) => ({
          key,
          href: localePath(locale, pathOf(key)),
          label: navLabelOf(locale, key),
        })),
      };
    }),
  }));
}
