/** The numbers of staff sign-in, in one place (the pages quote some of them). */

/** Twelve characters at least: a passphrase, not a PIN (NIST SP 800-63B). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
/** A password link (invitation or reset) works this long. */
export const PASSWORD_LINK_HOURS = 48;
/** The forgotten-password page sends one link per account in this time (no inbox flooding). */
export const PASSWORD_LINK_PAUSE_MINUTES = 5;
/** Wrong passwords in a row for one account from one network before it is locked there… */
export const LOCKOUT_FAILURES = 5;
/** …for this long. Attempts from that network meanwhile are refused unchecked; when the lock
 * ends the count starts again, so a stranger cannot keep an account locked (issue #42). */
export const LOCKOUT_MINUTES = 15;
/** Wrong passwords for one account from all networks together, within… */
export const ACCOUNT_SLOWDOWN_FAILURES = 20;
/** …this long from the first of them, before its password is checked more slowly… */
export const ACCOUNT_FAILURE_WINDOW_MINUTES = 60;
/** …at most once in this many seconds from a network it has not signed in from (never locked). */
export const ACCOUNT_SLOWDOWN_SECONDS = 30;
/** A network the account signed in from within this many days is never slowed. */
export const KNOWN_NETWORK_DAYS = 30;
/** Sign-in and password-link requests one client may make per minute. */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
/** A session lasts a working day; one used within the last hour is extended. */
export const SESSION_SECONDS = 12 * 60 * 60;
