/**
 * A two-factor code signs in once (issue #42, item 7). better-auth accepts any code of the
 * current 30-second step or the steps either side, as often as it is sent: a code read over a
 * shoulder, or sent twice, signed in again for up to 90 seconds. This better-auth plugin finds
 * the step a correct code belongs to and claims it for the account in one conditional write
 * (staff_two_factor.last_code_step), before better-auth checks the code: the first request
 * with a code of a step (or of a later one) wins; any other, at once or later, is told the code
 * is spent. The code that confirms the app when two-factor is turned on is claimed too.
 *
 * A wrong code is left to better-auth, which counts it toward its lockout. A correct code
 * refused afterwards for another reason (the sign-in step expired) is spent as well: the next
 * one, at most 30 seconds away, works.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/db';
import { staffTwoFactor } from '../db/schema';

/** better-auth's TOTP: 6 digits, 30-second steps, one step either side accepted. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1;

/** The name of better-auth's cookie that carries the sign-in's two-factor step. */
const TWO_FACTOR_COOKIE = 'two_factor';

/** RFC 4226's code of `counter` for the key better-auth uses (the secret's UTF-8 bytes). */
function codeOf(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return String(value).padStart(DIGITS, '0');
}

/** The latest step around `now` whose code is `code`, or null (a wrong code). */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  for (let step = current + WINDOW; step >= current - WINDOW; step--) {
    if (codeOf(secret, step) === code) return step;
  }
  return null;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a verify-totp request is for: its session's, or its sign-in step's. */
async function accountOf(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const step = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!step || step.expiresAt < new Date()) return null;
  return step.value;
}

export function refuseSpentCodes(db: Db) {
  return {
    id: 'refuse-spent-codes',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return;
            const userId = await accountOf(ctx);
            if (!userId) return;
            const [row] = await db
              .select({ secret: staffTwoFactor.secret })
              .from(staffTwoFactor)
              .where(eq(staffTwoFactor.userId, userId));
            if (!row) return;
            const secret = await symmetricDecrypt({
              key: ctx.context.secretConfig,
              data: row.secret,
            });
            const step = stepOfCode(secret, code);
            if (step === null) return;
            const claimed = await db
              .update(staffTwoFactor)
              .set({ lastCodeStep: step })
              .where(
                and(
                  eq(staffTwoFactor.userId, userId),
                  or(isNull(staffTwoFactor.lastCodeStep), lt(staffTwoFactor.lastCodeStep, step)),
                ),
              )
              .returning({ id: staffTwoFactor.id });
            if (claimed.length === 0) {
              throw APIError.from('UNAUTHORIZED', {
                message: 'This code has already been used',
                code: 'TWO_FACTOR_CODE_USED',
              });
            }
          }),
        },
      ],
      after: [
        {
          // A new secret (two-factor turned on again): the steps claimed with the old one
          // say nothing about its codes.
          matcher: (context) => context.path === '/two-factor/enable',
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const session = ctx.context.session ?? (await getSessionFromCtx(ctx).catch(() => null));
            if (!session) return;
            await db
              .update(staffTwoFactor)
              .set({ lastCodeStep: null })
              .where(eq(staffTwoFactor.userId, session.user.id));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
