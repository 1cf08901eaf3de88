import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { SitePath } from '@/config/site-paths';
import { localePath } from '@/i18n/routing';
import type { StaffRole } from '@/lib/staff-roles';
import { requireStaffPage, type RoleCheck } from '@/server/staff/staff-session';

/** A workspace page's address, with its dynamic segments in brackets (`/staff/news/[id]`). */
type StaffPath = Extract<SitePath, '/staff' | `/staff/${string}`>;

/**
 * The first lines of a workspace page: its language, its params, and the signed-in account,
 * checked for the page's role. `route` is the page's path as Next names it
 * (`/staff/accounts/[id]`), filled from the params: the sign-in returns there, with the list's
 * `search` when it has one.
 */
export async function openStaffPage<Params extends { locale: string }>(
  pageParams: Promise<Params>,
  route: StaffPath,
  role?: RoleCheck,
  search = '',
) {
  const locale = await pageLocale(pageParams);
  const params = await pageParams;
  // Filling the brackets keeps the /staff prefix.
  const path = route.replace(/\[(\w+)\]/g, (_, name: string) =>
    String((params as Record<string, unknown>)[name]),
  ) as StaffPath;
  const staff = await requireStaffPage(locale, `${localePath(locale, path)}${search}`, role);
  return { locale, params, staff };
}

/**
 * The first lines of a workspace list filtered from its URL (the inbox, the support desk, the
 * outbox): its query, read from the search params; the page opened for the list's role (the
 * sign-in returns to the same filters); the list's address, and `link`, the address of the same
 * list with some of its query changed (another page, another sort).
 */
export async function openListDesk<Query extends { page: number }>(
  pageParams: Promise<{ locale: string }>,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
  list: {
    route: StaffPath;
    role: StaffRole;
    parse: (search: Record<string, string | string[] | undefined>) => Query;
    search: (query: Partial<Query>) => string;
  },
) {
  const query = list.parse(await searchParams);
  const { locale, staff } = await openStaffPage(
    pageParams,
    list.route,
    list.role,
    list.search(query),
  );
  const base = localePath(locale, list.route);
  const link = (change: Partial<Query>) => `${base}${list.search({ ...query, ...change })}`;
  return { locale, staff, query, base, link };
}

/** A workspace page's `generateMetadata`: its title, from the catalogue in the page's language. */
export function titleFrom(title: (messages: Messages) => string) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const locale = await pageLocale(params);
    return { title: title(await getMessages({ locale })) };
  };
}
