/**
 * The site's menus and the home page's sections as the college arranges them (issue #47,
 * item 4): the five top menus in their order with their names in both languages, each menu's
 * titled groups in their order, each group's links in their order (its pages of the route
 * registry, each shown or hidden, and links the college adds: another address with its words in
 * both languages), and the home page's sections after its hero, in their order, each shown or
 * hidden. Staff save a draft and publish it (src/server/navigation/navigation-desk.ts).
 *
 * The structure stays the registry's: a page is listed in its own group only (its breadcrumb
 * says where it is), and a page added to the registry later appears in its group by itself
 * (`completeNavigation`). Error codes are keys of `Staff.fieldErrors`.
 *
 * Shared by the workspace's form and the server: relative imports only.
 */
import './zod';
import { z } from 'zod';
import { menuGroups, menuIds, pagesInGroup, type MenuGroupId, type MenuId } from '../config/routes';
import { isSafeHref } from './rich-text';
import { singleLine } from './single-line';
import { requiredText } from './text-field';

/** The home page's sections after its hero, in the order the site started with. */
export const homeSectionIds = [
  'quickLinks',
  'keyDates',
  'instructorPromo',
  'latestNews',
  'statistics',
  'programmes',
  'leadership',
  'upcomingEvents',
] as const;
export type HomeSectionId = (typeof homeSectionIds)[number];

export const MAX_NAV_LABEL = 60;
/** Links the college adds, per group. */
export const MAX_ADDED_LINKS = 8;
/** A save at most: every label and link at its longest, two bytes a character. */
export const NAVIGATION_MAX_BYTES = 128 * 1024;

const label = requiredText(singleLine, MAX_NAV_LABEL, 'navLabelRequired', 'navLabelTooLong');

const pageLink = z.object({ page: z.string().max(100), shown: z.boolean() }).strict();
const addedLink = z
  .object({
    href: z
      .string({ error: 'navLinkInvalid' })
      .trim()
      .max(500, { error: 'navLinkInvalid' })
      .refine((href) => href !== '' && isSafeHref(href), { error: 'navLinkInvalid' })
      // A page of this site is kept without its language: each page's menu puts its own.
      .transform((href) => (/^\/en(\/|$)/.test(href) ? href.slice(3) || '/' : href)),
    ar: label,
    en: label,
  })
  .strict();
export type PageLink = z.output<typeof pageLink>;
export type AddedLink = z.output<typeof addedLink>;
export type NavLink = PageLink | AddedLink;

export function isPageLink(link: NavLink): link is PageLink {
  return 'page' in link;
}

const group = z
  .object({
    id: z.string().max(60),
    ar: label,
    en: label,
    links: z.array(z.union([pageLink, addedLink])).max(40),
  })
  .strict();

const menu = z
  .object({
    id: z.enum(menuIds),
    ar: label,
    en: label,
    groups: z.array(group).max(10),
  })
  .strict();

/** The menus and the home page's sections, as the form sends them and the database keeps them. */
export const navigationSchema = z
  .object({
    menus: z.array(menu).length(menuIds.length),
    home: z
      .array(z.object({ id: z.enum(homeSectionIds), shown: z.boolean() }).strict())
      .length(homeSectionIds.length),
  })
  .strict()
  .superRefine((navigation, context) => {
    const problem = structureProblem(navigation);
    if (problem) context.addIssue({ code: 'custom', message: 'navStructure', path: problem });
    navigation.menus.forEach((menu, m) =>
      menu.groups.forEach((group, g) => {
        if (group.links.filter((link) => !isPageLink(link)).length > MAX_ADDED_LINKS) {
          context.addIssue({
            code: 'custom',
            message: 'navTooManyLinks',
            path: ['menus', m, 'groups', g, 'links'],
          });
        }
      }),
    );
  });
export type Navigation = z.output<typeof navigationSchema>;
export type NavigationMenu = Navigation['menus'][number];
export type NavigationGroup = NavigationMenu['groups'][number];

/**
 * Where a navigation leaves the registry's structure, or null: each menu once, each of its
 * groups once and no other, each page of a group in it once, no other page, each home section
 * once.
 */
function structureProblem(navigation: Navigation): (string | number)[] | null {
  if (new Set(navigation.menus.map((menu) => menu.id)).size !== menuIds.length) return ['menus'];
  for (const [m, menu] of navigation.menus.entries()) {
    const groups = menuGroups[menu.id].map((id) => `${menu.id}.${id}`);
    const ids = menu.groups.map((group) => group.id);
    if (ids.length !== groups.length || !groups.every((id) => ids.includes(id))) {
      return ['menus', m, 'groups'];
    }
    for (const [g, group] of menu.groups.entries()) {
      const pages = pagesInGroup(group.id as MenuGroupId) as string[];
      const listed = group.links.filter(isPageLink).map((link) => link.page);
      if (listed.length !== pages.length || !pages.every((page) => listed.includes(page))) {
        return ['menus', m, 'groups', g, 'links'];
      }
    }
  }
  if (new Set(navigation.home.map((section) => section.id)).size !== homeSectionIds.length) {
    return ['home'];
  }
  return null;
}

/** The words the site started with for the menus and their groups, in both languages. */
export interface NavigationWords {
  menus: Record<MenuId, { ar: string; en: string }>;
  groups: Record<MenuGroupId, { ar: string; en: string }>;
}

/** The menus and the home page as the site started: the registry's order, every part shown. */
export function firstNavigation(words: NavigationWords): Navigation {
  return {
    menus: menuIds.map((id) => ({
      id,
      ...words.menus[id],
      groups: menuGroups[id].map((name) => {
        const group = `${id}.${name}` as MenuGroupId;
        return {
          id: group,
          ...words.groups[group],
          links: pagesInGroup(group).map((page) => ({ page, shown: true })),
        };
      }),
    })),
    home: homeSectionIds.map((id) => ({ id, shown: true })),
  };
}

/**
 * A kept navigation brought to the registry of today: what it names that no longer exists goes,
 * and a menu, group, page or home section added since is put in at the end of its list, shown,
 * with the words the site has for it.
 */
export function completeNavigation(saved: Navigation, words: NavigationWords): Navigation {
  const first = firstNavigation(words);
  return {
    menus: [
      ...saved.menus.filter((menu) => menuIds.includes(menu.id)),
      ...first.menus.filter((menu) => !saved.menus.some((kept) => kept.id === menu.id)),
    ].map((menu) => {
      const fresh = first.menus.find((candidate) => candidate.id === menu.id)!;
      const known = fresh.groups.map((group) => group.id);
      return {
        ...menu,
        groups: [
          ...menu.groups.filter((group) => known.includes(group.id)),
          ...fresh.groups.filter((group) => !menu.groups.some((kept) => kept.id === group.id)),
        ].map((group) => {
          const pages = pagesInGroup(group.id as MenuGroupId) as string[];
          const listed = group.links.filter(isPageLink).map((link) => link.page);
          return {
            ...group,
            links: [
              ...group.links.filter((link) => !isPageLink(link) || pages.includes(link.page)),
              ...pages
                .filter((page) => !listed.includes(page))
                .map((page) => ({ page, shown: true })),
            ],
          };
        }),
      };
    }),
    home: [
      ...saved.home.filter((section) => homeSectionIds.includes(section.id)),
      ...homeSectionIds
        .filter((id) => !saved.home.some((section) => section.id === id))
        .map((id) => ({ id, shown: true })),
    ],
  };
}
