/**
 * The staff workspace's roles (DESIGN.md section 5). An account holds one or more; each role
 * sees only its own area of the workspace.
 * - administrator: accounts and roles, the mail outbox;
 * - admissions: the applications inbox;
 * - support: the support desk;
 * - editor: what staff publish (news, events, the banner, the board, the directory, the calendar).
 */
export const staffRoles = ['administrator', 'admissions', 'support', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** The roles of an account's stored `role` value ("admissions,support"), unknown names dropped. */
export function rolesOf(stored: string | null | undefined): StaffRole[] {
  return (stored ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(isStaffRole);
}
