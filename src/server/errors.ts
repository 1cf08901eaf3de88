/**
 * Failures the server reports to a visitor: a code, an HTTP status, and a message in both
 * languages from the catalogues (messages/{ar,en}.json, `ApiErrors`), saying what to do.
 */
import { fill } from '@/lib/template';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

export type ErrorCode = keyof typeof en.ApiErrors;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    /** Values for the message's placeholders, e.g. the missing documents. */
    readonly values: Record<string, string> = {},
    /** Per-field messages of a form (field name → bilingual message), for the form to show. */
    readonly fields?: Record<string, { ar: string; en: string }>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** The bilingual message of an error code. */
export function errorMessage(code: ErrorCode, values: Record<string, string> = {}) {
  return { ar: fill(ar.ApiErrors[code], values), en: fill(en.ApiErrors[code], values) };
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
