/**
 * Where the sign-in page sends someone once signed in: a path of the staff workspace only
 * (`/staff…` or `/en/staff…`), never another site or another part of this one, whatever the
 * `next` parameter says (no open redirect).
 */
export function safeStaffReturn(next: unknown, fallback: string): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (typeof value !== 'string') return fallback;
  return /^\/(en\/)?staff(\/[A-Za-z0-9\-/]*)?(\?[A-Za-z0-9=&%\-_.]*)?(#[A-Za-z0-9_-]{1,64})?$/.test(
    value,
  ) && !value.includes('//')
    ? value
    : fallback;
}

/**
 * The return path with the place in the page the visitor first asked for: a link to
 * `/staff/applications/{id}#document-transcript` opened while signed out is redirected to the
 * sign-in page, and the browser keeps the `#…` on it (a redirect without one keeps the
 * original's); the sign-in form passes it on, so the page opens at that document.
 */
export function withPlace(next: string, hash: string): string {
  return !next.includes('#') && /^#[A-Za-z0-9_-]{1,64}$/.test(hash) ? next + hash : next;
}
