/**
 * Every applicant's personal link to their application (issue #44): in the confirmation e-mail,
 * each status e-mail, and again on request from the status page. It opens
 * /admission/your-application on any device, with no account or password: the status, the
 * office's message, the documents (replaced there when the office asks), the receipt.
 *
 * - The link names the application and a key after '#', which the browser never sends to a
 *   server (no access log, no Referer holds it); the page sends the key as
 *   `Authorization: Bearer`, like the upload token of the browser that applied.
 * - The key is an HMAC of the application's id and its `linkGeneration` under the site's own
 *   secret (`APPLICANT_LINK_SECRET`, else one made on first use): every e-mail carries the same
 *   link, nothing per link is stored, and raising the generation (the office's "send a new
 *   link") stops every link sent before.
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { siteConfig } from '@/config/site';
import { localePath, type Locale } from '@/i18n/routing';
import type { Db } from '../db/db';
import type { ApplicationRow } from '../db/schema';
import { siteSecret } from '../site-secret';

/** The path of the applicant's page. */
export const APPLICANT_PAGE_PATH = '/admission/your-application';

const KEY_LENGTH = 32;

export function applicantLinkSecret(db: Db): Promise<string> {
  return siteSecret(db, 'applicant-link', 'APPLICANT_LINK_SECRET');
}

/** The key of the application's current link. */
export function applicantLinkKey(
  secret: string,
  application: Pick<ApplicationRow, 'id' | 'linkGeneration'>,
): string {
  return createHmac('sha256', secret)
    .update(`applicant-link:${application.id}:${application.linkGeneration}`)
    .digest('base64url')
    .slice(0, KEY_LENGTH);
}

/** Whether `key` opens the application now (compared in constant time). */
export function isApplicantLinkKey(
  secret: string,
  application: Pick<ApplicationRow, 'id' | 'linkGeneration'>,
  key: string,
): boolean {
  const expected = Buffer.from(applicantLinkKey(secret, application));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The whole link, in the language the applicant applied in. */
export function applicantLinkUrl(
  secret: string,
  application: Pick<ApplicationRow, 'id' | 'linkGeneration' | 'locale'>,
): string {
  const locale: Locale = application.locale === 'en' ? 'en' : 'ar';
  const key = applicantLinkKey(secret, application);
  return `${siteConfig.siteUrl}${localePath(locale, APPLICANT_PAGE_PATH)}#${application.id}.${key}`;
}
