/**
 * Every page of the site, in one place. Menus, breadcrumbs, the sitemap, the search index of
 * titles and the accessibility test are all derived from this list, so a page added here is
 * added everywhere. A page's words live in content/{ar,en}/pages/<key>.ts.
 */
import { siteConfig } from './site';

export const menuIds = ['about', 'research', 'study', 'campusLife', 'eServices'] as const;
export type MenuId = (typeof menuIds)[number];

/** The titled groups of each top menu, in display order. Labels are in content/{ar,en}/navigation.ts. */
export const menuGroups = {
  about: ['college', 'governance', 'outreach'],
  research: ['overview', 'units'],
  study: ['programmes', 'support', 'admission'],
  campusLife: ['facilities', 'activities'],
  eServices: ['systems', 'email', 'faculty'],
} as const satisfies Record<MenuId, readonly string[]>;

export type MenuGroupId = { [M in MenuId]: `${M}.${(typeof menuGroups)[M][number]}` }[MenuId];

interface RouteDef {
  /** Path of the Arabic page; the English page is the same path under /en. */
  path: string;
  /** Where the page sits in the main navigation, if it is in it. */
  group?: MenuGroupId;
  /** The page shown before this one in the breadcrumb (besides home and the menu). */
  parent?: string;
}

const instructor = `/courses/${siteConfig.instructorSlug}` as const;

export const routes = {
  home: { path: '/' },
  // About
  'about/dean-word': { path: '/about/dean-word', group: 'about.college' },
  'about/history': { path: '/about/history', group: 'about.college' },
  'about/strategy': { path: '/about/strategy', group: 'about.college' },
  'about/org-structure': { path: '/about/org-structure', group: 'about.college' },
  'about/board': { path: '/about/board', group: 'about.governance' },
  'about/dean': { path: '/about/dean', group: 'about.governance' },
  'about/agencies': { path: '/about/agencies', group: 'about.governance' },
  'about/deans': { path: '/about/deans', group: 'about.governance' },
  'about/departments': { path: '/about/departments', group: 'about.governance' },
  'about/investments': { path: '/about/investments', group: 'about.outreach' },
  'about/community-services': { path: '/about/community-services', group: 'about.outreach' },
  'about/international-cooperation': {
    path: '/about/international-cooperation',
    group: 'about.outreach',
  },
  // Research
  research: { path: '/research', group: 'research.overview' },
  'research/programs': { path: '/research/programs', group: 'research.overview' },
  'research/initiatives': { path: '/research/initiatives', group: 'research.overview' },
  'research/deanships': { path: '/research/deanships', group: 'research.units' },
  'research/institutes': { path: '/research/institutes', group: 'research.units' },
  'research/centers': { path: '/research/centers', group: 'research.units' },
  'research/units': { path: '/research/units', group: 'research.units' },
  // Study
  'study/programs': { path: '/study/programs', group: 'study.programmes' },
  'study/medicine': { path: '/study/medicine', group: 'study.programmes' },
  'study/nursing-bachelor': { path: '/study/nursing-bachelor', group: 'study.programmes' },
  'study/nursing-diploma': { path: '/study/nursing-diploma', group: 'study.programmes' },
  'study/medical-labs': { path: '/study/medical-labs', group: 'study.programmes' },
  'study/it': { path: '/study/it', group: 'study.programmes' },
  'study/law': { path: '/study/law', group: 'study.programmes' },
  'study/business': { path: '/study/business', group: 'study.programmes' },
  'study/media': { path: '/study/media', group: 'study.programmes' },
  'study/transfer': { path: '/study/transfer', group: 'study.support' },
  'study/centers': { path: '/study/centers', group: 'study.support' },
  'study/training': { path: '/study/training', group: 'study.support' },
  'study/scholarships': { path: '/study/scholarships', group: 'study.support' },
  'study/international-students': {
    path: '/study/international-students',
    group: 'study.support',
  },
  admission: { path: '/admission', group: 'study.admission' },
  'admission/application': {
    path: '/admission/application',
    group: 'study.admission',
    parent: 'admission',
  },
  'admission/fees': { path: '/admission/fees', group: 'study.admission', parent: 'admission' },
  'admission/status': {
    path: '/admission/status',
    group: 'study.admission',
    parent: 'admission',
  },
  'academic-calendar': { path: '/academic-calendar', group: 'study.admission' },
  // Campus life
  'campus-life/libraries': { path: '/campus-life/libraries', group: 'campusLife.facilities' },
  'campus-life/labs': { path: '/campus-life/labs', group: 'campusLife.facilities' },
  'campus-life/housing': { path: '/campus-life/housing', group: 'campusLife.facilities' },
  'campus-life/services': { path: '/campus-life/services', group: 'campusLife.facilities' },
  'campus-life/entertainment': {
    path: '/campus-life/entertainment',
    group: 'campusLife.activities',
  },
  'campus-life/sports': { path: '/campus-life/sports', group: 'campusLife.activities' },
  'campus-life/clubs': { path: '/campus-life/clubs', group: 'campusLife.activities' },
  // E-services
  'e-services/guide': { path: '/e-services/guide', group: 'eServices.systems' },
  'e-services/portal': { path: '/e-services/portal', group: 'eServices.systems' },
  'e-services/platform': { path: '/e-services/platform', group: 'eServices.systems' },
  'e-services/student-email': { path: '/e-services/student-email', group: 'eServices.email' },
  'e-services/staff-email': { path: '/e-services/staff-email', group: 'eServices.email' },
  'e-services/faculty-sites': { path: '/e-services/faculty-sites', group: 'eServices.faculty' },
  'faculty-staff/directory': { path: '/faculty-staff/directory', group: 'eServices.faculty' },
  // Instructor lectures
  courses: { path: instructor, group: 'eServices.faculty' },
  'courses/math': { path: `${instructor}/math`, parent: 'courses' },
  'courses/statistics': { path: `${instructor}/statistics`, parent: 'courses' },
  'courses/it': { path: `${instructor}/it`, parent: 'courses' },
  'courses/ai': { path: `${instructor}/ai`, parent: 'courses' },
  'courses/gis': { path: `${instructor}/gis`, parent: 'courses' },
  'courses/biography': { path: `${instructor}/biography`, parent: 'courses' },
  // Pages the source links to but never built (DESIGN.md section 5)
  news: { path: '/news' },
  events: { path: '/events' },
  // Our own addition (issue #47): notices and circulars, with an archive for each audience.
  circulars: { path: '/circulars' },
  'circulars/students': { path: '/circulars/students', parent: 'circulars' },
  'circulars/staff': { path: '/circulars/staff', parent: 'circulars' },
  'circulars/applicants': { path: '/circulars/applicants', parent: 'circulars' },
  careers: { path: '/careers' },
  contact: { path: '/contact' },
  // Our own addition: the accessibility statement, linked from every page's footer.
  accessibility: { path: '/accessibility' },
  search: { path: '/search' },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;
export const routeKeys = Object.keys(routes) as RouteKey[];

/** The eight programme pages: the 'study.programmes' group without its overview. */
export const programmeKeys = [
  'study/medicine',
  'study/nursing-bachelor',
  'study/nursing-diploma',
  'study/medical-labs',
  'study/it',
  'study/law',
  'study/business',
  'study/media',
] as const satisfies readonly RouteKey[];
export type ProgrammeKey = (typeof programmeKeys)[number];

/** The Arabic (unprefixed) path of a page. */
export function pathOf<K extends RouteKey>(key: K): (typeof routes)[K]['path'] {
  return routes[key].path;
}

/** The pages of one menu group, in registry order. */
export function pagesInGroup(group: MenuGroupId): RouteKey[] {
  return routeKeys.filter((key) => (routes[key] as RouteDef).group === group);
}

/** The other pages of `key`'s menu group (their cards show one another's descriptions). */
export function siblingsOf(key: RouteKey): RouteKey[] {
  const group = (routes[key] as RouteDef).group;
  return group ? pagesInGroup(group).filter((other) => other !== key) : [];
}

/** The (Arabic, unprefixed) paths of every page, for the proxy to tell unknown paths apart. */
export const knownPaths: ReadonlySet<string> = new Set(routeKeys.map(pathOf));

/**
 * Pages below a registry page that the database holds (not listed in the registry): a news
 * item, /news/{slug}. Its page answers 404 itself when no published item has that address.
 */
const databasePages = [/^\/news\/[a-z0-9]+(?:-[a-z0-9]+)*$/];

/**
 * Pages outside the registry (no menu, sitemap or search): the offline page the service worker
 * shows for a page never opened while the network is down, the applicant's own page that
 * their personal link opens, the page that checks an admission letter's code (printed on
 * the letter), and the page where a support requester answers through the link in the desk's
 * e-mails.
 */
const utilityPaths: ReadonlySet<string> = new Set([
  '/offline',
  '/admission/your-application',
  '/admission/verify-letter',
  '/support/reply',
]);

/** Whether a page may exist at `path` (unprefixed, without a trailing slash). */
export function isKnownPath(path: string): boolean {
  return (
    knownPaths.has(path) ||
    utilityPaths.has(path) ||
    databasePages.some((pattern) => pattern.test(path))
  );
}

/** Pages listed in the sitemap: everything but the search results page. */
export const sitemapKeys: RouteKey[] = routeKeys.filter((key) => key !== 'search');

/** Breadcrumb trail of a page, from the menu down to (not including) the page itself. */
export function trailOf(key: RouteKey): { menu?: MenuId; pages: RouteKey[] } {
  const pages: RouteKey[] = [];
  let def = routes[key] as RouteDef;
  let top: RouteDef = def;
  while (def.parent) {
    const parent = def.parent as RouteKey;
    pages.unshift(parent);
    def = routes[parent] as RouteDef;
    top = def;
  }
  const menu = top.group?.split('.')[0] as MenuId | undefined;
  return { menu, pages };
}
