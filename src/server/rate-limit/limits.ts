/**
 * Every request limit of the site in one place (docs/security.md, "Limits"). An address is a
 * poor name for a person in Sudan: a mobile carrier puts many subscribers behind one, a campus
 * network hundreds of students. So the limits that keep one abusive client in check are counted
 * by what the client holds (an application's token, a staff session, the reference it asks
 * about), and the limit per address is only a generous outer bound, sized for the last day of
 * an intake (300 applicants behind one address in 15 minutes: deadline-day.test.ts).
 */

/** Writes per application token and minute, on each endpoint that takes the token. */
export const PER_APPLICATION_PER_MINUTE = {
  /** Three documents, each replaced or retried a few times. */
  documents: 20,
  submit: 10,
  receipt: 20,
  /** The admission letter, as the receipt. */
  letter: 20,
  /** The applicant's page, read again after each change. */
  view: 30,
} as const;

/**
 * Documents arriving at once per holder (http/upload-slots.ts): one per slot of an application,
 * or a few pictures of one staff account.
 */
export const UPLOADS_AT_ONCE_PER_APPLICATION = 3;

/** Writes per staff session and minute, over every endpoint of the workspace together. */
export const STAFF_WRITES_PER_SESSION_PER_MINUTE = 120;

/**
 * Status lookups per minute for one reference, and for one e-mail address, from one address:
 * plenty for an applicant checking their own, too few to guess the other half.
 */
export const STATUS_LOOKUPS_PER_QUERY_PER_MINUTE = 10;

/**
 * Support requests and contact messages per mailbox (support/requester-limits.ts): a person
 * writes one at a time, and each is acknowledged to an address nobody has verified.
 */
export const SUPPORT_REQUESTS_PER_EMAIL_PER_MINUTE = 5;
export const SUPPORT_REQUESTS_PER_MAILBOX_PER_HOUR = 10;

/**
 * A requester's follow-ups into one support request per minute (each is an e-mail to the desk),
 * and the reply page's look-ups of one request: a person writes one message at a time.
 */
export const SUPPORT_FOLLOW_UPS_PER_REQUEST_PER_MINUTE = 5;
export const SUPPORT_LINK_OPENS_PER_REQUEST_PER_MINUTE = 20;

/** Links to continue an application form e-mailed per client and minute (each is an e-mail). */
export const DRAFT_LINKS_PER_CLIENT_PER_MINUTE = 3;

/** Admission letters checked per address and minute (a code is 60 random bits: no guessing). */
export const LETTER_CHECKS_PER_MINUTE = 20;

/**
 * PDFs (receipts, admission letters) drawn at once by one instance (the first drawing of each
 * takes about a second of processor; later ones come from memory): the rest wait their turn, so
 * pages stay quick.
 */
export const PDF_DRAWINGS_AT_ONCE = 1;
