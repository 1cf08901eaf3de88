/**
 * A complete application written straight into the database (the office's side of a test: no
 * documents, a medicine form for 2027-2028 unless told otherwise). Imports the database lazily,
 * so a test sets its environment (DATA_DIR, SITE_URL) first.
 */
import { validForm } from './application-form-fixture';

export async function completeApplicationRow(locale: 'ar' | 'en', { form = true } = {}) {
  const { getDb } = await import('../../../src/server/db/client');
  const { applications } = await import('../../../src/server/db/schema');
  const { newReference } = await import('../../../src/server/reference');
  const [row] = await (
    await getDb()
  )
    .insert(applications)
    .values({
      reference: newReference('RWD'),
      applicantName: locale === 'ar' ? 'سارة أحمد محمد' : 'Sara Ahmed',
      applicantEmail: `sara-${crypto.randomUUID()}@example.com`,
      locale,
      uploadTokenHash: 'not-a-real-hash',
      status: 'complete',
      completedAt: new Date(),
      form: form ? (validForm({ programme: 'medicine', intake: '2027-2028' }) as never) : null,
    })
    .returning();
  return row!;
}
