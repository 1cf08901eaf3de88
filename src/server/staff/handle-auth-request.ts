/**
 * The gate in front of better-auth's endpoints (/api/auth/*). Only the endpoints the workspace
 * uses pass; every write is JSON, at most MAX_BODY_BYTES, from the site's own pages, and
 * counted per client; a password sign-in is refused while its account is locked for the
 * client's network or its checks are slowed, and its outcome counted (sign-in-lockout.ts). better-auth's failures are answered in the site's own
 * error shape, with messages in both languages, and no answer carries the session token.
 */
import 'server-only';
import type { Db } from '../db/db';
import { getDb } from '../db/client';
import { databaseAnswers } from '../db/database-check';
import { DatabaseUnavailableError } from '../db/errors';
import { AppError, errorResponse, type ErrorCode } from '../errors';
import { clientKey } from '../http/client-address';
import { readJson } from '../http/read-json';
import { assertSameOrigin } from '../http/same-origin';
import { checkRateLimit } from '../rate-limit/check-rate-limit';
import { getStaffAuth } from './auth';
import { assertMayTryPassword, recordSignIn, recordWrongPassword } from './sign-in-lockout';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from './staff-constants';

/** A password, a code or an address: far below this. */
const MAX_BODY_BYTES = 4 * 1024;

/** The endpoints the workspace uses, by method; everything else of better-auth answers 404. */
const ALLOWED: Record<string, readonly string[]> = {
  GET: ['/get-session'],
  POST: [
    '/sign-in/email',
    '/sign-out',
    '/request-password-reset',
    '/reset-password',
    '/change-password',
    '/two-factor/enable',
    '/two-factor/disable',
    '/two-factor/verify-totp',
    '/two-factor/verify-backup-code',
  ],
};

/** Endpoints that check a secret (a password, a link, a code): counted per client. */
const THROTTLED = new Set([
  '/sign-in/email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);

/** Endpoints whose success answer carries a session token (the cookie is enough). */
const SIGNS_IN = new Set([
  '/sign-in/email',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);

/** better-auth's error codes → ours (messages in messages/*.json → ApiErrors). */
const BETTER_AUTH_ERRORS: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'staff_wrong_password',
  // A signed-in account's own password, asked again to change it or its two-factor.
  INVALID_PASSWORD: 'staff_password_wrong',
  BANNED_USER: 'staff_disabled',
  // A signed-in endpoint (a password change, two-factor) without a session.
  UNAUTHORIZED: 'staff_signed_out',
  INVALID_TOKEN: 'staff_link_invalid',
  PASSWORD_TOO_SHORT: 'staff_password_short',
  PASSWORD_TOO_LONG: 'staff_password_long',
  INVALID_CODE: 'staff_code_invalid',
  INVALID_BACKUP_CODE: 'staff_code_invalid',
  TWO_FACTOR_CODE_USED: 'staff_code_used',
  INVALID_TWO_FACTOR_COOKIE: 'staff_code_expired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'staff_code_expired',
};

function endpointOf(request: Request): string {
  return new URL(request.url).pathname.replace(/^\/api\/auth/, '') || '/';
}

/** Whether a string of `value` holds a NUL character, which PostgreSQL's text cannot. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, each]) => key.includes('\u0000') || holdsNul(each));
  }
  return false;
}

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.length <= 320 ? email : null;
}

/** better-auth's JSON failure → our error answer (its Set-Cookie headers kept). */
async function translateFailure(response: Response): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string };
  const code = body.code ? BETTER_AUTH_ERRORS[body.code] : undefined;
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  const failure = code
    ? new AppError(code)
    : new AppError(response.status === 404 ? 'not_found' : 'staff_request_refused');
  return errorResponse(failure, headers);
}

/**
 * better-auth answers 500 with its own body ("Failed to get session") when its query fails,
 * having logged the failure itself: while the database is down that is our 503 with
 * Retry-After (errorResponse), otherwise our 500, in the site's error shape either way.
 */
async function serverFailure(): Promise<Response> {
  return errorResponse(
    (await databaseAnswers())
      ? new AppError('unexpected')
      : new DatabaseUnavailableError('better-auth could not read the database'),
  );
}

export async function handleAuthRequest(request: Request): Promise<Response> {
  try {
    const endpoint = endpointOf(request);
    if (!ALLOWED[request.method]?.includes(endpoint)) throw new AppError('not_found');
    const auth = await getStaffAuth();
    if (request.method === 'GET') {
      const answer = await auth.handler(request);
      return answer.status >= 500 ? await serverFailure() : await withoutToken(answer);
    }

    assertSameOrigin(request);
    const db = await getDb();
    if (THROTTLED.has(endpoint)) {
      await checkRateLimit(db, `staff-auth${endpoint}`, clientKey(request), {
        limit: SIGN_IN_ATTEMPTS_PER_MINUTE,
      });
    }
    const body = await readJson(request, MAX_BODY_BYTES);
    // No address, password, code or link holds one; better-auth's queries would fail on it (500).
    if (holdsNul(body)) throw new AppError('staff_request_refused');
    const email = endpoint === '/sign-in/email' ? emailOf(body) : null;
    const network = clientKey(request);
    if (email) await assertMayTryPassword(db, email, network);

    const forwarded = new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(body),
    });
    const response = await auth.handler(forwarded);
    if (response.status >= 500) return await serverFailure();
    if (email) await countSignIn(db, email, network, response);
    if (!response.ok) return await translateFailure(response);
    if (SIGNS_IN.has(endpoint)) return await signInAnswer(response);
    return await withoutToken(response);
  } catch (error) {
    return errorResponse(error);
  }
}

async function countSignIn(
  db: Db,
  email: string,
  network: string,
  response: Response,
): Promise<void> {
  if (response.status === 401) await recordWrongPassword(db, email, network);
  else if (response.ok) await recordSignIn(db, email, network);
}

/**
 * The answer to a sign-in (a password, or the code of its second step), without the session
 * token better-auth puts in its body (the cookie carries it): `{ signedIn: true }`, or
 * `{ twoFactor: true }` when the account asks for its code next.
 */
async function signInAnswer(response: Response): Promise<Response> {
  const body = (await response.json().catch(() => ({}))) as { twoFactorRedirect?: boolean };
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return Response.json(body.twoFactorRedirect ? { twoFactor: true } : { signedIn: true }, {
    headers,
  });
}

/**
 * better-auth's answer, never stored by a cache, and without the session token that some of
 * its answers carry (`session.token` of get-session, `token` of a password change that starts
 * a new session): the HttpOnly cookie is the only place for it, where no page script can read
 * it (issue #42).
 */
async function withoutToken(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  const init = { status: response.status, statusText: response.statusText, headers };
  if (!/^application\/json\b/i.test(headers.get('content-type') ?? '')) {
    return new Response(response.body, init);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, init);
  }
  if (body && typeof body === 'object') {
    const answer = body as { token?: unknown; session?: { token?: unknown } | null };
    delete answer.token;
    if (answer.session && typeof answer.session === 'object') delete answer.session.token;
  }
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), init);
}
