import { inviteSchema } from '@/lib/staff-accounts';
import { errorResponse } from '@/server/errors';
import { inviteAccount } from '@/server/staff/accounts/accounts-desk';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/accounts {name, email, roles, locale} (administrator): invites a member of
 * staff. The account is made without a password and its link to set one is e-mailed in its
 * language. 201 {id}; 400 with a message per wrong field; 401 signed out; 403 another role or
 * another site; 409 the address already has an account.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, staff, input } = await readStaffWrite(request, 'administrator', inviteSchema, {
      maxBytes: 4 * 1024,
      invalid: 'invalid_invitation',
    });
    const { id } = await inviteAccount(db, staff, input);
    return Response.json({ id }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
