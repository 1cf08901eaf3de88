/** The numbers of staff sign-in, in one place (the pages quote some of them). */

/** Twelve characters at least: a passphrase, not a PIN (NIST SP 800-63B). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
/** A password link (invitation or reset) works this long. */
export const PASSWORD_LINK_HOURS = 48;
/** The forgotten-password page sends one link per account in this time (no inbox flooding). */
export const PASSWORD_LINK_PAUSE_MINUTES = 5;
/** Wrong passwords in a row for one address before it is locked… */
export const LOCKOUT_FAILURES = 5;
/** …for this long. Attempts while locked are refused unchecked; the count is kept, so the first
 * wrong password after the lock locks the address again at once. */
export const LOCKOUT_MINUTES = 15;
/** Sign-in and password-link requests one client may make per minute. */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
