/**
 * Staff sign-in: better-auth on our own database (DESIGN.md section 1). E-mail and password, no
 * self-registration (accounts are made by an administrator, the first one by
 * `npm run staff:create-admin`), optional TOTP two-factor, sessions in the database so every
 * instance behind the load balancer knows them.
 *
 * The HTTP endpoints are reached only through src/server/staff/handle-auth-request.ts, which
 * lets through the few this site uses and adds what better-auth leaves to us: JSON-only,
 * bounded, same-origin bodies, and the lockout of an address after repeated failures.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import { getDatabase } from '../db/client';
import { forwardedHeader } from '../http/client-address';
import type { Db } from '../db/db';
import {
  mailOutbox,
  siteSecrets,
  staffAccount,
  staffSession,
  staffTwoFactor,
  staffUser,
  staffVerification,
} from '../db/schema';
import { describeForLog } from '../logging/safe-log';
import { deliverInBackground, enqueueMail } from '../mail/deliver-mail';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_LINK_HOURS,
  PASSWORD_LINK_PAUSE_MINUTES,
  SESSION_SECONDS,
} from './staff-constants';
import { refuseSpentCodes } from './refuse-spent-codes';
import { withHashedSessionTokens } from './session-token-hash';
import { passwordLinkMail } from './staff-mail';

/**
 * The key that signs session cookies: STAFF_AUTH_SECRET when set (at least 32 characters),
 * otherwise one made on first use and kept in the database, so that every instance sharing
 * the database signs alike without configuration.
 */
async function authSecret(db: Db): Promise<string> {
  const configured = process.env.STAFF_AUTH_SECRET?.trim();
  if (configured) {
    if (configured.length < 32) throw new Error('STAFF_AUTH_SECRET must be at least 32 characters');
    return configured;
  }
  await db
    .insert(siteSecrets)
    .values({ name: 'staff-auth', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(siteSecrets).where(eq(siteSecrets.name, 'staff-auth'));
  if (!row) throw new Error('The staff sign-in key could not be stored');
  return row.value;
}

/**
 * The origin a request was addressed to: its Host, or the X-Forwarded-Host and -Proto of a
 * trusted front (TRUST_PROXY), never those headers from a client that connects directly.
 */
function requestOrigin(request: Request | undefined): string | null {
  if (!request) return null;
  const host = forwardedHeader(request, 'x-forwarded-host') || request.headers.get('host')?.trim();
  if (!host) return null;
  const proto =
    forwardedHeader(request, 'x-forwarded-proto') || new URL(request.url).protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** Whether a password link went to this account in the last PASSWORD_LINK_PAUSE_MINUTES. */
async function sentLinkLately(db: Db, userId: string): Promise<boolean> {
  const since = new Date(Date.now() - PASSWORD_LINK_PAUSE_MINUTES * 60_000);
  const [recent] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.relatedId, userId),
        inArray(mailOutbox.kind, ['staff-invite', 'staff-password-reset']),
        gt(mailOutbox.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(recent);
}

function createAuth(db: Db, secret: string) {
  return betterAuth({
    appName: 'Al-Rowad College staff',
    secret,
    baseURL: siteConfig.siteUrl,
    basePath: '/api/auth',
    // The origin checks: the site's address, and the address the request came to (the same
    // host behind the nginx front); src/server/http/same-origin.ts has checked it already.
    trustedOrigins: (request) => [siteConfig.siteUrl, requestOrigin(request)],
    // Session tokens are stored hashed (session-token-hash.ts).
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: {
          user: staffUser,
          session: staffSession,
          account: staffAccount,
          verification: staffVerification,
          twoFactor: staffTwoFactor,
        },
      }),
    ),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        banned: { type: 'boolean', required: false, input: false },
        locale: { type: 'string', required: false, input: false, defaultValue: 'ar' },
        // The sections an editor edits (src/config/editor-sections.ts); null: all of them.
        editorSections: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_LINK_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // One link for both: an account that has no password yet (invited) gets the
      // invitation's words, the others a reset. A disabled account gets nothing (and the
      // answer is the same as for an unknown address).
      sendResetPassword: async ({ user, token }, request) => {
        if ((user as StaffUser).banned) return;
        // Asked from the forgotten-password page (a request; an administrator's link has
        // none): one link per PASSWORD_LINK_PAUSE_MINUTES, so nobody can flood an inbox.
        if (request && (await sentLinkLately(db, user.id))) return;
        const [credential] = await db
          .select({ id: staffAccount.id })
          .from(staffAccount)
          .where(and(eq(staffAccount.userId, user.id), eq(staffAccount.providerId, 'credential')));
        const mail = passwordLinkMail(user as StaffUser, token, credential ? 'reset' : 'invite');
        const ids = await enqueueMail(db, [mail]);
        void deliverInBackground(db, ids);
      },
    },
    // Password links are kept hashed: the database alone does not give a working link.
    verification: { storeIdentifier: 'hashed' },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session, whatever proves its identity.
          before: async (session) => {
            const [user] = await db
              .select({ banned: staffUser.banned })
              .from(staffUser)
              .where(eq(staffUser.id, session.userId));
            if (user?.banned) {
              throw APIError.from('FORBIDDEN', {
                message: 'This account is disabled',
                code: 'BANNED_USER',
              });
            }
          },
        },
      },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 60 * 60 },
    // better-auth's own counters are per process; ours are in the database
    // (handle-auth-request.ts: per client and per address).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'college-staff',
      useSecureCookies: siteConfig.siteUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      database: { generateId: () => randomBytes(16).toString('hex') },
    },
    telemetry: { enabled: false },
    // better-auth logs a failed query whole, parameters and all (a session token, an e-mail
    // address): what it logs is described safely instead (issue #42), and a failure that is
    // not one of its answers (a database error) is thrown to handle-auth-request.ts, which
    // logs it safely and answers in the site's shape, instead of being dumped to the console
    // by its router.
    logger: { level: 'warn', log: logSafely },
    onAPIError: { throw: true },
    plugins: [
      twoFactor({
        issuer: siteConfig.name.en,
        skipVerificationOnEnable: false,
        backupCodeOptions: { amount: 8 },
      }),
      refuseSpentCodes(db),
    ],
  });
}

/** better-auth's log lines, through the site's redaction (logging/safe-log.ts). */
function logSafely(
  level: 'debug' | 'info' | 'warn' | 'error',
  message: string,
  ...args: unknown[]
) {
  const line = [`[staff-auth] ${describeForLog(message)}`, ...args.map(describeForLog)].join(' ');
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

export type StaffAuth = ReturnType<typeof createAuth>;

/** A signed-in account, as the workspace sees it. */
export interface StaffUser {
  id: string;
  name: string;
  email: string;
  role?: string | null;
  banned?: boolean | null;
  locale?: string | null;
  twoFactorEnabled?: boolean | null;
}

const CACHE_KEY = Symbol.for('college-website.staff-auth');

/** The process's better-auth instance, made on first use (after the database is open). */
export function getStaffAuth(): Promise<StaffAuth> {
  const store = globalThis as typeof globalThis & { [CACHE_KEY]?: Promise<StaffAuth> };
  store[CACHE_KEY] ??= getDatabase().then(async ({ db }) => createAuth(db, await authSecret(db)));
  store[CACHE_KEY].catch(() => {
    store[CACHE_KEY] = undefined;
  });
  return store[CACHE_KEY];
}
