/**
 * Failures the server reports to a visitor: a code, an HTTP status, and a message in both
 * languages from the catalogues (messages/{ar,en}.json, `ApiErrors`), saying what to do.
 */
import { fill } from '@/lib/template';
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

/** The JSON answer for a failure; anything unexpected is logged and answered 500. */
export function errorResponse(error: unknown, headers: HeadersInit = {}): Response {
  const known = error instanceof AppError ? error : null;
  if (!known) console.error('[api] unexpected failure:', error);
  const failure = known ?? new AppError('unexpected', 500);
  return Response.json(
    {
      error: {
        code: failure.code,
        message: errorMessage(failure.code, failure.values),
        ...(failure.fields ? { fields: failure.fields } : {}),
      },
    },
    { status: failure.status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}
