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

/** The five top menus with their titled groups of links, in the given language. */
export function buildMenus(locale: Locale): Menu[] {
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
