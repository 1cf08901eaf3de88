import { accountChangeSchema } from '@/lib/staff-accounts';
import { changeAccount } from '@/server/staff/accounts/accounts-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/accounts/{id} {action, roles?} (administrator): one change of an account:
 * `roles`, `disable` (its sessions end at once), `enable`, `reset-two-factor`, or
 * `password-link` (e-mails a new link). 200 {action}; 400 not understood; 401 signed out; 403
 * another role or another site; 404 unknown account; 409 nothing to change, your own account,
 * or the last administrator.
 */
export const POST = staffWriteRoute(
  'administrator',
  accountChangeSchema,
  { maxBytes: 2 * 1024, invalid: 'invalid_account_change', param: 'id' },
  async (db, staff, input, id) => {
    await changeAccount(db, staff, id, input);
    return { action: input.action };
  },
);
