/**
 * Makes a staff account with a password: the first administrator (`npm run
 * staff:create-admin`), and the accounts of the tests. Writes better-auth's own rows (the
 * user and its 'credential' account, the password hashed with better-auth's scrypt), so the
 * account signs in like any other.
 *
 * Loaded outside the Next.js bundler (scripts): relative imports only, no 'server-only'.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { emailField } from '../../lib/email-field';
import { rolesOf, type StaffRole } from '../../lib/staff-roles';
import type { Db } from '../db/db';
import { staffAccount, staffUser } from '../db/schema';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './staff-constants';

export interface NewStaffAccount {
  email: string;
  name: string;
  roles: StaffRole[];
  password: string;
  locale?: 'ar' | 'en';
}

/** Refuses what better-auth would refuse at sign-in, with a sentence saying why. */
export function checkNewAccount(account: NewStaffAccount): string | null {
  if (!emailField('empty', 'invalid').safeParse(account.email).success)
    return 'The e-mail address is not valid.';
  if (!account.name.trim()) return 'The name is empty.';
  if (
    account.roles.length === 0 ||
    rolesOf(account.roles.join(',')).length !== account.roles.length
  )
    return 'Name at least one role: administrator, admissions, support, editor.';
  if (account.password.length < MIN_PASSWORD_LENGTH)
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (account.password.length > MAX_PASSWORD_LENGTH)
    return `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`;
  return null;
}

export async function createStaffAccount(db: Db, account: NewStaffAccount): Promise<string> {
  const problem = checkNewAccount(account);
  if (problem) throw new Error(problem);
  const id = randomBytes(16).toString('hex');
  const password = await hashPassword(account.password);
  await db.transaction(async (tx) => {
    await tx.insert(staffUser).values({
      id,
      name: account.name.trim(),
      email: account.email.trim().toLowerCase(),
      emailVerified: true,
      role: account.roles.join(','),
      locale: account.locale ?? 'ar',
    });
    await tx.insert(staffAccount).values({
      id: randomBytes(16).toString('hex'),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password,
    });
  });
  return id;
}
