/**
 * Who sees which part of the reports (docs/staff-workspace.md, "Reports"): the applications'
 * numbers are the admissions office's, the support desk's numbers the desk's, and an
 * administrator sees both. The office does not see the desk's numbers: they are not its work.
 * An administrator whose role waits for two-factor authentication (STAFF_REQUIRE_2FA) sees only
 * what its other roles show.
 */
import 'server-only';
import { hasRole, needsTwoFactor, type SignedInStaff } from '../staff/staff-session';

export interface ReportParts {
  applications: boolean;
  support: boolean;
}

/** The roles that open the reports, any one of them enough (the area's, staff-areas.ts). */
export const reportRoles = ['admissions', 'support', 'administrator'] as const;

export function reportPartsOf(staff: SignedInStaff): ReportParts {
  const administrator = hasRole(staff, 'administrator') && !needsTwoFactor(staff, 'administrator');
  return {
    applications: administrator || hasRole(staff, 'admissions'),
    support: administrator || hasRole(staff, 'support'),
  };
}
