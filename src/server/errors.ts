/**
 * Failures the server reports to a visitor: a code, an HTTP status, and a message in both
 * languages from the catalogues (messages/{ar,en}.json, `ApiErrors`), saying what to do.
 */
import { fill } from '@/lib/template';
import { DatabaseUnavailableError, describeError } from './db/errors';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

export type ErrorCode = keyof typeof en.ApiErrors;
/** A placeholder's value: the same in both languages, or one per language. */
export type ErrorValue = string | { ar: string; en: string };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    /** Values for the message's placeholders, e.g. the missing documents. */
    readonly values: Record<string, ErrorValue> = {},
    /** Per-field messages of a form (field name → bilingual message), for the form to show. */
    readonly fields?: Record<string, { ar: string; en: string }>,
  ) {
    super(code);
    this.name = 'AppError';
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
    ar: fill(ar.ApiErrors[code], valuesIn('ar')),
    en: fill(en.ApiErrors[code], valuesIn('en')),
  };
}

/** Connection-level failures of PostgreSQL (SQLSTATE classes 08 and 57P, too many clients). */
const OUTAGE_CODES =
  /^(08|57P0[1-3]|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN)/;

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
    failure = new AppError('unavailable', 503);
    extra.set('Retry-After', OUTAGE_RETRY_AFTER);
  } else if (!failure) {
    console.error('[api] unexpected failure:', error);
    failure = new AppError('unexpected', 500);
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
