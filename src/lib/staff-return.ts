/**
 * Where the sign-in page sends someone once signed in: a path of the staff workspace only
 * (`/staff…` or `/en/staff…`), never another site or another part of this one, whatever the
 * `next` parameter says (no open redirect).
 */
export function safeStaffReturn(next: unknown, fallback: string): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (typeof value !== 'string') return fallback;
  return /^\/(en\/)?staff(\/[A-Za-z0-9\-/]*)?(\?[A-Za-z0-9=&%\-_.]*)?$/.test(value) &&
    !value.includes('//')
    ? value
    : fallback;
}
