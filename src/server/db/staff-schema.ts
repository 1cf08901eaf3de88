/**
 * The staff workspace's tables: the accounts and sessions of better-auth (its user, session,
 * account, verification and two-factor models, under `staff_` names), the sign-in lockout,
 * and the admissions office's notes and append-only audit log.
 *
 * better-auth's Drizzle adapter finds each model by the property names below (camelCase, as
 * better-auth names its fields); the SQL columns are snake_case like the rest of the schema.
 * Loaded outside the Next.js bundler too (drizzle-kit, scripts): relative imports only.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { staffRoles } from '../../lib/staff-roles';
import { createdAt, updatedAt } from './columns';

/** A staff account. `role` holds one or more of `staffRoles`, comma-separated. */
export const staffUser = pgTable(
  'staff_user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    role: text('role'),
    /** A disabled account: it cannot sign in, and its sessions are gone. */
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
    /** The language of the workspace and of the e-mails the account receives. */
    locale: text('locale', { enum: ['ar', 'en'] })
      .notNull()
      .default('ar'),
    /**
     * The sections an editor edits ("pages-medicine,news", src/config/editor-sections.ts);
     * null: every section.
     */
    editorSections: text('editor_sections'),
  },
  (table) => [
    check(
      'staff_user_role_check',
      sql`${table.role} is null or ${table.role} ~ ${sql.raw(`'^(${staffRoles.join('|')})(,(${staffRoles.join('|')}))*$'`)}`,
    ),
  ],
);

export const staffSession = pgTable(
  'staff_session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (table) => [index('staff_session_user_idx').on(table.userId)],
);

/** The password of an account (better-auth's 'credential' provider), hashed with scrypt. */
export const staffAccount = pgTable(
  'staff_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('staff_account_user_idx').on(table.userId)],
);

/** One-time values: password-reset and invitation links, two-factor sign-in steps. */
export const staffVerification = pgTable(
  'staff_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('staff_verification_identifier_idx').on(table.identifier)],
);

/** An account's TOTP secret and backup codes (encrypted by better-auth). */
export const staffTwoFactor = pgTable(
  'staff_two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * The latest 30-second step whose code was accepted: a code of this step or an earlier one
     * is spent (src/server/staff/refuse-spent-codes.ts). Not better-auth's own field.
     */
    lastCodeStep: bigint('last_code_step', { mode: 'number' }),
  },
  (table) => [index('staff_two_factor_user_idx').on(table.userId)],
);

/**
 * Wrong passwords per account and network (the client's address, an IPv6 /64): a few in a row
 * lock the account for that network only, until `locked_until`; `signed_in_at` marks a network
 * the account signed in from, which the account-wide slowdown never slows
 * (src/server/staff/sign-in-lockout.ts).
 */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    email: text('email').notNull(),
    network: text('network').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.email, table.network] })],
);

/**
 * Wrong passwords per account from every network together, counted from `window_started_at`:
 * past a threshold its password is checked at most once per interval from a new network, the
 * next check from `next_check_at` (src/server/staff/sign-in-lockout.ts).
 */
export const staffSignInAccounts = pgTable('staff_sign_in_accounts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
});

/** The secrets the site makes for itself on first use (the session-signing key), shared by instances. */
export const siteSecrets = pgTable('site_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Who did what in the workspace and when: every view and download of an application's
 * documents, every status change and note, every account change. Append-only: a trigger
 * (drizzle/0004) refuses UPDATE and DELETE.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The account that acted (kept as text: the log outlives the account). */
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    /** e.g. 'application.view', 'document.download', 'application.status', 'account.role'. */
    action: text('action').notNull(),
    /** 'application', 'account', 'support_request', 'mail'. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** What changed, for the people reading the log (never a document's content). */
    detail: jsonb('detail').$type<Record<string, string | number | null>>(),
  },
  (table) => [
    index('staff_audit_subject_idx').on(table.subjectType, table.subjectId, table.at),
    index('staff_audit_at_idx').on(table.at),
  ],
);
export type AuditRow = typeof staffAuditLog.$inferSelect;
