/**
 * The staff workspace's pages (unprefixed, as src/config/routes.ts lists the public ones).
 * They are not in the route registry: no menu, breadcrumb, sitemap or site search knows them.
 */
const staffPages = [
  /^\/staff$/,
  /^\/staff\/sign-in$/,
  /^\/staff\/applications$/,
  /^\/staff\/applications\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
];

export function isStaffPath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return staffPages.some((page) => page.test(trimmed));
}
