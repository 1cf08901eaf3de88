import { inviteSchema } from '@/lib/staff-accounts';
import { inviteAccount } from '@/server/staff/accounts/accounts-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/accounts {name, email, roles, locale} (administrator): invites a member of
 * staff. The account is made without a password and its link to set one is e-mailed in its
 * language. 201 {id}; 400 with a message per wrong field; 401 signed out; 403 another role or
 * another site; 409 the address already has an account.
 */
export const POST = staffWriteRoute(
  'administrator',
  inviteSchema,
  { maxBytes: 4 * 1024, invalid: 'invalid_invitation', created: true },
  async (db, staff, input) => {
    const { id } = await inviteAccount(db, staff, input);
    return { id };
  },
);
