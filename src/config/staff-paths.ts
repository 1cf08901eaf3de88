import type { StaffRole } from '@/lib/staff-roles';
import { staffAreas } from './staff-areas';

/**
 * The staff workspace's pages (unprefixed, as src/config/routes.ts lists the public ones).
 * They are not in the route registry: no menu, breadcrumb, sitemap or site search knows them.
 */
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const staffPages = [
  /^\/staff$/,
  /^\/staff\/(sign-in|forgot-password|set-password|account)$/,
  /^\/staff\/(applications|support|mail|accounts|settings|figures|activity|pages|navigation|news|events|circulars|banner|board|calendar|directory|files|reports)$/,
  // An informational page by its route key (/staff/pages/about/history), and its preview.
  /^\/staff\/pages\/(preview\/)?[a-z][a-z0-9-]*(\/[a-z0-9-]+)*$/,
  /^\/staff\/(news|events|circulars|board|directory)\/new$/,
  // The status e-mails' words (admissions).
  /^\/staff\/applications\/templates$/,
  // The support desk's saved answers.
  /^\/staff\/support\/answers$/,
  // The e-mails' wording (administrators).
  /^\/staff\/settings\/emails$/,
  // A board member's or a directory record's id: the table's integer key.
  /^\/staff\/(board|directory)\/[1-9]\d{0,9}$/,
  // An academic year: 2026-2027.
  /^\/staff\/calendar\/\d{4}-\d{4}$/,
  new RegExp(`^/staff/(applications|support|mail|news|events|circulars|files)/${uuid}$`),
  new RegExp(`^/staff/news/${uuid}/preview$`),
  // An account's id: better-auth's, 32 hexadecimal characters (src/server/staff/auth.ts).
  /^\/staff\/accounts\/[0-9a-f]{32}$/,
];

export function isStaffPath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return staffPages.some((page) => page.test(trimmed));
}

/**
 * Whether an (unprefixed) path lies under /staff, a page of the workspace or not (a mistyped
 * record id): the workspace is never indexed or kept by a shared cache (src/proxy.ts; the nginx
 * front passes the same prefix by its cache).
 */
export function isInStaffArea(path: string): boolean {
  return path === '/staff' || path.startsWith('/staff/');
}

/**
 * The roles that open a workspace page (unprefixed path), any one of them enough; undefined for
 * every account's pages.
 */
export function rolesOfStaffPath(path: string): readonly StaffRole[] | undefined {
  return staffAreas.find((area) => path === area.path || path.startsWith(`${area.path}/`))?.roles;
}
