import { accountChangeSchema } from '@/lib/staff-accounts';
import { errorResponse } from '@/server/errors';
import { changeAccount } from '@/server/staff/accounts/accounts-desk';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/accounts/{id} {action, roles?} (administrator): one change of an account:
 * `roles`, `disable` (its sessions end at once), `enable`, `reset-two-factor`, or
 * `password-link` (e-mails a new link). 200 {action}; 400 not understood; 401 signed out; 403
 * another role or another site; 404 unknown account; 409 nothing to change, your own account,
 * or the last administrator.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/accounts/[id]'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(
      request,
      'administrator',
      accountChangeSchema,
      { maxBytes: 2 * 1024, invalid: 'invalid_account_change' },
    );
    await changeAccount(db, staff, id, input);
    return Response.json({ action: input.action }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
