/**
 * A staff account for a server test, as the accounts page makes it: roles, the sections it
 * edits ('all' or a list) and its language, answered as the signed-in account the desks get.
 * The modules are imported when called, after the test has chosen its own data folder.
 */
import type { EditorScope } from '@/config/editor-sections';
import type { Db } from '@/server/db/db';
import type { SignedInStaff } from '@/server/staff/staff-session';

export async function staffAccount(
  db: Db,
  email: string,
  name: string,
  roles: ('administrator' | 'editor')[],
  sections: EditorScope,
  locale: 'ar' | 'en',
): Promise<SignedInStaff> {
  const { createStaffAccount } = await import('@/server/staff/create-staff-account');
  const { staffUser } = await import('@/server/db/schema');
  const { eq } = await import('drizzle-orm');
  const id = await createStaffAccount(db, { email, name, roles, password: 'a long passphrase ok' });
  await db
    .update(staffUser)
    .set({ locale, editorSections: sections === 'all' ? null : sections.join(',') })
    .where(eq(staffUser.id, id));
  return { id, sessionId: 's', name, email, roles, sections, locale, twoFactorEnabled: false };
}
