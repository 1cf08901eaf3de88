/**
 * The administrator's accounts area: the list of staff accounts, one account with its log, an
 * invitation (a new account without a password, which sets its own through an e-mailed link),
 * and the changes of an account: its roles, disabling and enabling it, resetting its
 * two-factor, a new password link. Each change and its audit row are written in one
 * transaction. The workspace never loses its last administrator: nobody disables themselves
 * or drops their own administrator role, and the last active administrator stays one.
 */
import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, max, ne, sql } from 'drizzle-orm';
import type { AccountChange, Invitation } from '@/lib/staff-accounts';
import { isStaffAccountId } from '@/lib/staff-accounts';
import { rolesOf, type StaffRole } from '@/lib/staff-roles';
import { scopeOf, type EditorScope } from '@/config/editor-sections';
import type { Db } from '../../db/db';
import {
  staffAccount,
  staffAuditLog,
  staffSession,
  staffTwoFactor,
  staffUser,
  type AuditRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import { getStaffAuth } from '../auth';
import { withLinkSender } from '../staff-mail';
import { recordAudit } from '../record-audit';
import type { SignedInStaff } from '../staff-session';

export interface StaffAccountSummary {
  id: string;
  name: string;
  email: string;
  roles: StaffRole[];
  /** What the editor role opens (meaningful when `roles` holds it). */
  sections: EditorScope;
  locale: 'ar' | 'en';
  disabled: boolean;
  /** False until the invited person sets a password through their link. */
  hasPassword: boolean;
  twoFactorEnabled: boolean;
  createdAt: Date;
  /** The last time one of its sessions was used, if any is still recorded. */
  lastActiveAt: Date | null;
}

const summaryColumns = {
  id: staffUser.id,
  name: staffUser.name,
  email: staffUser.email,
  role: staffUser.role,
  editorSections: staffUser.editorSections,
  locale: staffUser.locale,
  banned: staffUser.banned,
  twoFactorEnabled: staffUser.twoFactorEnabled,
  createdAt: staffUser.createdAt,
};

type SummaryRow = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  editorSections: string | null;
  locale: 'ar' | 'en';
  banned: boolean | null;
  twoFactorEnabled: boolean | null;
  createdAt: Date;
};

function summary(
  row: SummaryRow,
  { lastActiveAt, hasPassword }: { lastActiveAt: Date | null; hasPassword: boolean },
): StaffAccountSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: rolesOf(row.role),
    sections: scopeOf(row.editorSections),
    locale: row.locale,
    disabled: Boolean(row.banned),
    hasPassword,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    createdAt: row.createdAt,
    lastActiveAt,
  };
}

/** The accounts among `ids` that have a password (an invited one has none until its link is used). */
async function withPassword(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ userId: staffAccount.userId })
    .from(staffAccount)
    .where(
      and(
        inArray(staffAccount.userId, ids),
        eq(staffAccount.providerId, 'credential'),
        isNotNull(staffAccount.password),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

async function lastActive(db: Db, ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: staffSession.userId, at: max(staffSession.updatedAt) })
    .from(staffSession)
    .where(inArray(staffSession.userId, ids))
    .groupBy(staffSession.userId);
  return new Map(rows.filter((row) => row.at).map((row) => [row.userId, new Date(row.at!)]));
}

/** Every account, by name (the workspace has tens of accounts, not thousands). */
export async function listAccounts(db: Db): Promise<StaffAccountSummary[]> {
  const rows = (await db
    .select(summaryColumns)
    .from(staffUser)
    .orderBy(asc(staffUser.name), asc(staffUser.email))) as SummaryRow[];
  const ids = rows.map((row) => row.id);
  const [active, passwords] = await Promise.all([lastActive(db, ids), withPassword(db, ids)]);
  return rows.map((row) =>
    summary(row, { lastActiveAt: active.get(row.id) ?? null, hasPassword: passwords.has(row.id) }),
  );
}

/** One account with the log of what was done to it and by it in the accounts area. */
export async function getAccount(
  db: Db,
  id: string,
): Promise<{ account: StaffAccountSummary; log: AuditRow[] } | null> {
  if (!isStaffAccountId(id)) return null;
  const [row] = (await db
    .select(summaryColumns)
    .from(staffUser)
    .where(eq(staffUser.id, id))) as SummaryRow[];
  if (!row) return null;
  const [active, passwords, log] = await Promise.all([
    lastActive(db, [id]),
    withPassword(db, [id]),
    db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectType, 'account'), eq(staffAuditLog.subjectId, id)))
      .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
      .limit(200),
  ]);
  return {
    account: summary(row, { lastActiveAt: active.get(id) ?? null, hasPassword: passwords.has(id) }),
    log,
  };
}

/** The latest account changes of the whole workspace, newest first. */
export async function recentAccountChanges(db: Db, limit = 20): Promise<AuditRow[]> {
  return db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.subjectType, 'account'))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(limit);
}

/**
 * Sends the account's password link (an invitation while it has no password, else a reset),
 * saying which administrator sent it (better-auth's hook reads it: staff-mail.ts).
 */
async function sendPasswordLink(email: string, sender: { name: string }): Promise<void> {
  const auth = await getStaffAuth();
  await withLinkSender(sender.name, () => auth.api.requestPasswordReset({ body: { email } }));
}

/**
 * Invites a new member of staff: the account (roles, language, no password) and its audit row
 * in one transaction, then the e-mail with the link that sets the password. 409 when the
 * address already has an account.
 */
export async function inviteAccount(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email' | 'name'>,
  invitation: Invitation,
): Promise<{ id: string }> {
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: staffUser.id })
      .from(staffUser)
      .where(eq(staffUser.email, invitation.email));
    if (taken) throw new AppError('staff_email_taken');
    const [created] = await tx
      .insert(staffUser)
      .values({
        id: crypto.randomUUID().replaceAll('-', ''),
        name: invitation.name,
        email: invitation.email,
        emailVerified: true,
        role: invitation.roles.join(','),
        locale: invitation.locale,
      })
      .onConflictDoNothing()
      .returning({ id: staffUser.id });
    // Another administrator invited the same address a moment ago.
    if (!created) throw new AppError('staff_email_taken');
    await recordAudit(
      tx as unknown as Db,
      actor,
      'account.invite',
      { type: 'account', id: created.id },
      { email: invitation.email, roles: invitation.roles.join(','), locale: invitation.locale },
    );
    return created.id;
  });
  await sendPasswordLink(invitation.email, actor);
  return { id };
}

/** Administrators that can still sign in, other than `except`, with their rows locked. */
async function otherActiveAdministrators(tx: Db, except: string): Promise<number> {
  const rows = await tx
    .select({ id: staffUser.id, role: staffUser.role })
    .from(staffUser)
    .where(
      and(
        ne(staffUser.id, except),
        isNotNull(staffUser.role),
        sql`coalesce(${staffUser.banned}, false) = false`,
      ),
    )
    .for('update');
  return rows.filter((row) => rolesOf(row.role).includes('administrator')).length;
}

/**
 * One change of an account. 404 unknown account; 409 when it would change nothing, would lock
 * its own author out, or would leave the workspace without an active administrator.
 */
export async function changeAccount(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email' | 'name'>,
  id: string,
  change: AccountChange,
): Promise<void> {
  if (!isStaffAccountId(id)) throw new AppError('unknown_account');
  const email = await db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    const [account] = await tx.select().from(staffUser).where(eq(staffUser.id, id)).for('update');
    if (!account) throw new AppError('unknown_account');
    const roles = rolesOf(account.role);
    const isAdministrator = roles.includes('administrator') && !account.banned;
    const subject = { type: 'account', id } as const;
    /** Writes `columns` over the account, with the time of the change. */
    const setAccount = (columns: Partial<typeof staffUser.$inferInsert>) =>
      tx
        .update(staffUser)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(staffUser.id, id));

    switch (change.action) {
      case 'roles': {
        if (change.roles.join(',') === roles.join(',')) throw new AppError('account_unchanged');
        const losesAdministrator = isAdministrator && !change.roles.includes('administrator');
        if (losesAdministrator && id === actor.id) throw new AppError('account_self');
        if (losesAdministrator && (await otherActiveAdministrators(writer, id)) === 0) {
          throw new AppError('last_administrator');
        }
        await setAccount({ role: change.roles.join(',') });
        await recordAudit(writer, actor, 'account.roles', subject, {
          from: roles.join(','),
          to: change.roles.join(','),
        });
        return null;
      }
      case 'sections': {
        if (!roles.includes('editor')) throw new AppError('account_not_editor');
        const stored = change.sections === 'all' ? null : change.sections.join(',');
        if (stored === (account.editorSections || null)) throw new AppError('account_unchanged');
        await setAccount({ editorSections: stored });
        await recordAudit(writer, actor, 'account.sections', subject, {
          from: account.editorSections || 'all',
          to: stored ?? 'all',
        });
        return null;
      }
      case 'disable': {
        if (account.banned) throw new AppError('account_unchanged');
        if (id === actor.id) throw new AppError('account_self');
        if (isAdministrator && (await otherActiveAdministrators(writer, id)) === 0) {
          throw new AppError('last_administrator');
        }
        await setAccount({ banned: true });
        // Signed out everywhere, at once.
        await tx.delete(staffSession).where(eq(staffSession.userId, id));
        await recordAudit(writer, actor, 'account.disable', subject);
        return null;
      }
      case 'enable': {
        if (!account.banned) throw new AppError('account_unchanged');
        await setAccount({ banned: false });
        await recordAudit(writer, actor, 'account.enable', subject);
        return null;
      }
      case 'reset-two-factor': {
        if (!account.twoFactorEnabled) throw new AppError('account_unchanged');
        await tx.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, id));
        await setAccount({ twoFactorEnabled: false });
        await recordAudit(writer, actor, 'account.reset-two-factor', subject);
        return null;
      }
      case 'password-link': {
        if (account.banned) throw new AppError('account_disabled');
        await recordAudit(writer, actor, 'account.password-link', subject);
        return account.email;
      }
    }
  });
  if (email) await sendPasswordLink(email, actor);
}
