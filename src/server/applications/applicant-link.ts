/**
 * Every applicant's personal link to their application (issue #44): in the confirmation e-mail,
 * each status e-mail, and again on request from the status page. It opens
 * /admission/your-application on any device, with no account or password: the status, the
 * office's message, the documents (replaced there when the office asks), the receipt.
 *
 * - The link names the application and a key after '#', which the browser never sends to a
 *   server (no access log, no Referer holds it); the page sends the key as
 *   `Authorization: Bearer`, like the upload token of the browser that applied.
 * - Each e-mail that carries a link gets a new random key (`issueApplicantLink`); only its
 *   SHA-256 is kept (`application_links`), so a copy of the database opens no application.
 *   Every key works until the office sends a new link (`replaceApplicantLink`), which removes
 *   them all.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import { localePath, type Locale } from '@/i18n/routing';
import type { Db } from '../db/db';
import { applicationLinks, type ApplicationRow } from '../db/schema';

/** The path of the applicant's page. */
export const APPLICANT_PAGE_PATH = '/admission/your-application';

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A new link to the application, in the language the applicant applied in (pass the
 * transaction that records the e-mail carrying it). A sent application's link opens the
 * applicant's page; one whose documents are still missing opens its documents tab
 * (`?tab=documents#continue=…`, application-workspace.tsx), on any device.
 */
export async function issueApplicantLink(
  db: Db,
  application: Pick<ApplicationRow, 'id' | 'locale'>,
  place: 'page' | 'documents' = 'page',
): Promise<string> {
  const key = await newApplicantLinkKey(db, application.id);
  const locale: Locale = application.locale === 'en' ? 'en' : 'ar';
  if (place === 'documents') {
    const path = localePath(locale, '/admission/application');
    return `${siteConfig.siteUrl}${path}?tab=documents#continue=${application.id}.${key}`;
  }
  return `${siteConfig.siteUrl}${localePath(locale, APPLICANT_PAGE_PATH)}#${application.id}.${key}`;
}

/** A new key of the application's personal link (only its hash is kept). */
export async function newApplicantLinkKey(db: Db, applicationId: string): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  await db.insert(applicationLinks).values({ applicationId, keyHash: keyHash(key) });
  return key;
}

/** Whether `key` is a working key of the application's links. */
export async function isApplicantLinkKey(db: Db, applicationId: string, key: string) {
  const [row] = await db
    .select({ id: applicationLinks.id })
    .from(applicationLinks)
    .where(
      and(
        eq(applicationLinks.applicationId, applicationId),
        eq(applicationLinks.keyHash, keyHash(key)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Stops every link of the application (the office's "send a new link" issues the next). */
export async function revokeApplicantLinks(db: Db, applicationId: string): Promise<void> {
  await db.delete(applicationLinks).where(eq(applicationLinks.applicationId, applicationId));
}
