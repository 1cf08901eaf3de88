/**
 * Failures the server reports to a visitor: a code, its HTTP status (one map, below), and a
 * message in both languages from the catalogues (messages/{ar,en}.json, `ApiErrors`), saying
 * what to do. Every API answer for a failure has the same shape:
 * `{ "error": { "code", "message": { "ar", "en" }, "fields"? } }`.
 */
import 'server-only';
import { catalogues, translatorFor } from '@/i18n/catalogues';
import { DatabaseUnavailableError, describeError } from './db/errors';

export type ErrorCode = keyof (typeof catalogues)['en']['ApiErrors'];
/** A placeholder's value: the same in both languages, or one per language. */
export type ErrorValue = string | { ar: string; en: string };

/** The HTTP status of each error code. */
export const errorStatus = {
  unexpected: 500,
  invalid_json: 400,
  invalid_applicant: 400,
  not_found: 404,
  unknown_slot: 404,
  slot_taken: 409,
  not_multipart: 415,
  malformed: 400,
  one_file: 400,
  no_file: 400,
  empty_file: 400,
  too_large: 413,
  too_slow: 408,
  wrong_type: 415,
  bad_file_name: 400,
  incomplete: 409,
  rate_limited: 429,
  unavailable: 503,
  invalid_support_request: 400,
  body_too_large: 413,
  not_json: 415,
  cross_site: 403,
  too_many_uploads: 429,
  invalid_lang: 400,
  board_unavailable: 503,
  unknown_year: 404,
  unknown_member: 404,
  unknown_event: 404,
  invalid_application_form: 400,
  idempotency_conflict: 409,
  invalid_status_query: 400,
  status_not_found: 404,
  documents_closed: 409,
  form_required: 409,
  sent_form_not_found: 404,
  letter_not_found: 404,
  invalid_letter_code: 400,
  draft_links_spent: 429,
  invalid_template: 400,
  invalid_draft_link: 400,
  application_complete: 409,
  fee_closed: 409,
  invalid_fee: 400,
  staff_locked: 429,
  staff_slowed: 429,
  staff_wrong_password: 401,
  staff_disabled: 403,
  staff_link_invalid: 400,
  staff_password_short: 400,
  staff_password_long: 400,
  staff_code_invalid: 401,
  staff_code_expired: 401,
  staff_code_used: 401,
  staff_request_refused: 400,
  staff_signed_out: 401,
  staff_forbidden: 403,
  unknown_application: 404,
  status_unchanged: 409,
  invalid_status_change: 400,
  invalid_assignment: 400,
  invalid_bulk_email: 400,
  invalid_note: 400,
  // The support desk and the mail outbox of the workspace (issue #21).
  unknown_support_request: 404,
  invalid_support_reply: 400,
  invalid_support_status: 400,
  support_status_unchanged: 409,
  // The support desk's threads, saved answers and assignment, the contact page (issue #45).
  invalid_support_message: 400,
  unknown_support_link: 404,
  invalid_contact_message: 400,
  invalid_support_answer: 400,
  unknown_support_answer: 404,
  support_answer_taken: 409,
  invalid_support_assignment: 400,
  unknown_mail: 404,
  invalid_mail_retry: 400,
  mail_not_failed: 409,
  // The accounts area (administrator).
  invalid_invitation: 400,
  invalid_account_change: 400,
  unknown_account: 404,
  staff_email_taken: 409,
  account_unchanged: 409,
  account_self: 409,
  last_administrator: 409,
  account_disabled: 409,
  account_not_editor: 409,
  // Review before publication (src/server/pages/page-review.ts, publishing/item-review.ts).
  review_required: 403,
  review_not_submitted: 409,
  review_not_needed: 409,
  proposal_stale: 409,
  proposal_changed: 409,
  review_already_submitted: 409,
  invalid_item_review: 400,
  review_unchanged: 409,
  invalid_review: 400,
  library_file_shipped: 409,
  // The signed-in account's own page.
  staff_two_factor_required: 403,
  staff_passwords_differ: 400,
  staff_password_wrong: 400,
  // What staff publish (issue #22).
  invalid_news: 400,
  unknown_news: 404,
  news_slug_taken: 409,
  news_incomplete: 409,
  news_status_unchanged: 409,
  invalid_news_status: 400,
  schedule_in_past: 409,
  unknown_revision: 404,
  unknown_image: 404,
  image_too_large: 413,
  image_wrong_type: 415,
  image_unreadable: 400,
  image_too_small: 400,
  invalid_banner: 400,
  // The library of files (issue #46, item 5).
  invalid_library_file: 400,
  unknown_library_file: 404,
  library_name_taken: 409,
  library_conflict: 409,
  library_wrong_type: 415,
  library_too_large: 413,
  library_unreadable: 400,
  library_version_missing: 400,
  news_conflict: 409,
  translation_current: 409,
  invalid_translation_mark: 400,
  invalid_event: 400,
  unknown_event_item: 404,
  event_slug_taken: 409,
  invalid_circular: 400,
  unknown_circular: 404,
  circular_slug_taken: 409,
  circular_not_bannerable: 409,
  invalid_navigation: 400,
  navigation_conflict: 409,
  navigation_unchanged: 409,
  invalid_board_member: 400,
  invalid_academic_year: 400,
  unknown_academic_year: 404,
  academic_year_taken: 409,
  calendar_incomplete: 409,
  calendar_conflict: 409,
  invalid_directory_member: 400,
  record_status_unchanged: 409,
  record_conflict: 409,
  invalid_page: 400,
  page_incomplete: 409,
  page_conflict: 409,
  invalid_settings: 400,
  settings_conflict: 409,
  invalid_mail_wording: 400,
  mail_wording_conflict: 409,
  invalid_figures: 400,
  figures_conflict: 409,
  banner_conflict: 409,
  invalid_departments: 400,
  departments_conflict: 409,
  department_in_use: 409,
} as const satisfies Record<ErrorCode, number>;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    /** Values for the message's placeholders, e.g. the missing documents. */
    readonly values: Record<string, ErrorValue> = {},
    /** Per-field messages of a form (field name → bilingual message), for the form to show. */
    readonly fields?: Record<string, { ar: string; en: string }>,
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

/** The bilingual message of an error code. */
export function errorMessage(code: ErrorCode, values: Record<string, ErrorValue> = {}) {
  const valuesIn = (locale: 'ar' | 'en') =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : value[locale],
      ]),
    );
  return {
    ar: translatorFor('ar', 'ApiErrors')(code, valuesIn('ar')),
    en: translatorFor('en', 'ApiErrors')(code, valuesIn('en')),
  };
}

/**
 * Connection-level failures of PostgreSQL (SQLSTATE classes 08 and 57P, too many clients, and
 * 55000, which is what a database closed to connections answers: `ALTER DATABASE … ALLOW_CONNECTIONS
 * false` during maintenance).
 */
const OUTAGE_CODES =
  /^(08|57P0[1-3]|53300|55000$|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN)/;

/**
 * Whether `error` means the database cannot be reached just now (not that a query was wrong):
 * the site's own DatabaseUnavailableError, a driver's connection error, anywhere in the chain
 * of causes (Drizzle wraps the driver's error).
 */
export function isDatabaseOutage(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 8; depth++) {
    if (cause instanceof DatabaseUnavailableError) return true;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && OUTAGE_CODES.test(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(
        message,
      )
    ) {
      return true;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is down. */
const OUTAGE_RETRY_AFTER = '30';

/**
 * The JSON answer for a failure: a known AppError as it is; a database outage as 503 with
 * Retry-After; anything else logged and answered 500.
 */
export function errorResponse(error: unknown, headers: HeadersInit = {}): Response {
  let failure = error instanceof AppError ? error : null;
  const extra = new Headers(headers);
  if (!failure && isDatabaseOutage(error)) {
    console.error(`[api] database unavailable: ${describeError(error)}`);
    failure = new AppError('unavailable');
    extra.set('Retry-After', OUTAGE_RETRY_AFTER);
  } else if (!failure) {
    // Described, not dumped: a query error's parameters may hold personal data.
    const frames =
      error instanceof Error
        ? (error.stack ?? '')
            .split('\n')
            .filter((line) => /^\s+at /.test(line))
            .slice(0, 6)
            .join('\n')
        : '';
    console.error(`[api] unexpected failure: ${describeError(error)}\n${frames}`);
    failure = new AppError('unexpected');
  }
  extra.set('Cache-Control', 'no-store');
  const retryAfter = failure.values.retryAfter;
  if (failure.status === 429 && typeof retryAfter === 'string')
    extra.set('Retry-After', retryAfter);
  return Response.json(
    {
      error: {
        code: failure.code,
        message: errorMessage(failure.code, failure.values),
        ...(failure.fields ? { fields: failure.fields } : {}),
      },
    },
    { status: failure.status, headers: extra },
  );
}
