/**
 * Who is signed in to the workspace, checked on the server for every staff page and endpoint:
 * a page without a session goes to the sign-in page (and comes back after it), a page of
 * another role answers 403; an endpoint answers 401 or 403 in the site's error shape.
 */
import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { localePath, type Locale } from '@/i18n/routing';
import { rolesOf, type StaffRole } from '@/lib/staff-roles';
import {
  scopeHasPages,
  scopeHolds,
  scopeOf,
  sectionOfStaffPath,
  type EditorScope,
} from '@/config/editor-sections';
import { splitLocale } from '@/i18n/paths';
import { AppError } from '../errors';
import { getStaffAuth } from './auth';

export interface SignedInStaff {
  id: string;
  /** The session this request came with (its writes are counted per session: limits.ts). */
  sessionId: string;
  name: string;
  email: string;
  roles: StaffRole[];
  /** The sections the editor role opens (src/config/editor-sections.ts). */
  sections: EditorScope;
  locale: Locale;
  twoFactorEnabled: boolean;
}

/** The account of the request's session cookie, or null (none, expired, or disabled). */
export async function staffOf(requestHeaders: Headers): Promise<SignedInStaff | null> {
  const auth = await getStaffAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const user = session.user as typeof session.user & {
    role?: string | null;
    banned?: boolean | null;
    locale?: string | null;
    editorSections?: string | null;
  };
  if (user.banned) return null;
  return {
    id: user.id,
    sessionId: session.session.id,
    name: user.name,
    email: user.email,
    roles: rolesOf(user.role),
    sections: scopeOf(user.editorSections),
    locale: user.locale === 'en' ? 'en' : 'ar',
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

export function hasRole(staff: SignedInStaff, role: StaffRole): boolean {
  return staff.roles.includes(role);
}

/**
 * With STAFF_REQUIRE_2FA=1, the administrator's area is closed to an account until it has
 * turned on two-factor authentication (its own account page stays open, to do so).
 */
export function needsTwoFactor(staff: SignedInStaff, role: StaffRole | undefined): boolean {
  return (
    role === 'administrator' &&
    process.env.STAFF_REQUIRE_2FA?.trim() === '1' &&
    !staff.twoFactorEnabled
  );
}

/** A page's or an endpoint's role, or its roles (any one of them opens it: the reports). */
export type RoleCheck = StaffRole | readonly StaffRole[];

/**
 * Whether the account's editor role opens the workspace page or endpoint at `path`
 * (unprefixed): its section is one of the account's, or the path belongs to no section.
 */
export function editsSectionOf(staff: Pick<SignedInStaff, 'sections'>, path: string): boolean {
  const section = sectionOfStaffPath(path);
  if (section === null) return true;
  return section === 'pages' ? scopeHasPages(staff.sections) : scopeHolds(staff.sections, section);
}

/**
 * How an account stands with `check` at `path`: 'open', 'forbidden' (it holds none of the
 * roles, or only the editor's and not the path's section), or 'two-factor' (only the
 * administrator's role would open it, and that needs two-factor first).
 */
function standing(
  staff: SignedInStaff,
  check: RoleCheck,
  path: string,
): 'open' | 'forbidden' | 'two-factor' {
  const roles: readonly StaffRole[] = typeof check === 'string' ? [check] : check;
  const held = roles.filter(
    (role) => hasRole(staff, role) && (role !== 'editor' || editsSectionOf(staff, path)),
  );
  if (held.length === 0) return 'forbidden';
  return held.every((role) => needsTwoFactor(staff, role)) ? 'two-factor' : 'open';
}

/** The signed-in account of a page render, or null. */
export async function currentStaff(): Promise<SignedInStaff | null> {
  return staffOf(await headers());
}

/**
 * For a staff page: the signed-in account holding `role` (one of them, when it names several; any
 * account when no role is named).
 * Without a session: a redirect to the sign-in page, which returns to `returnTo` after it.
 * With another role: Next's 403 page (src/app/[locale]/staff/forbidden.tsx).
 */
export async function requireStaffPage(
  locale: Locale,
  returnTo: string,
  role?: RoleCheck,
): Promise<SignedInStaff> {
  const staff = await currentStaff();
  if (!staff) {
    redirect(`${localePath(locale, '/staff/sign-in')}?next=${encodeURIComponent(returnTo)}`);
  }
  const stands = role ? standing(staff, role, splitLocale(returnTo.split('?')[0]!).path) : 'open';
  if (stands === 'forbidden') forbidden();
  if (stands === 'two-factor') {
    redirect(`${localePath(locale, '/staff/account')}?two-factor=required`);
  }
  return staff;
}

/**
 * The request's path as the route reads it: percent-decoded (`/api/staff/pages/%61bout/history`
 * is the route of about/history, and its section is about's), or as sent when it does not decode.
 */
function decodedPath(request: Request): string {
  const path = new URL(request.url).pathname;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** For a staff endpoint: the signed-in account holding `role` (or one of them), or AppError 401/403. */
export async function requireStaffApi(request: Request, role: RoleCheck): Promise<SignedInStaff> {
  const staff = await staffOf(request.headers);
  if (!staff) throw new AppError('staff_signed_out');
  const stands = standing(staff, role, decodedPath(request));
  if (stands === 'forbidden') throw new AppError('staff_forbidden');
  if (stands === 'two-factor') throw new AppError('staff_two_factor_required');
  return staff;
}
