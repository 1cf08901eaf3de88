import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Applicant } from '@/lib/applicant-schema';
import { programmeName } from '@content/programme-names';
import { siteConfig } from '@/config/site';
import { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import { offeredIntakes, publishedFirstSemesters } from '@/lib/admission-dates';
import { applicationWindow, windowRefuses, windowText } from '@/lib/application-windows';
import { applicantNameOf, type ApplicationForm } from '@/lib/application-form';
import { isUuid } from '@/lib/uuid';
import { listPublishedYears } from '../calendar/published-calendar';
import type { Db } from '../db/db';
import { applications, type ApplicationRow } from '../db/schema';
import { AppError } from '../errors';
import { newReference } from '../reference';
import { isApplicantLinkKey, newApplicantLinkKey } from './applicant-link';
import { applicationOfApplicant } from './application-status';
import { sendFormReceived } from './documents-reminder';
import { refusedField } from './form-field-errors';
import { forgetDrafts } from './draft-link';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Inserts an application under a fresh reference (drawing another in the one-in-a-billion case
 * that it is taken); null when `idempotencyKey` already names an application.
 */
async function insertApplication(
  db: Db,
  values: Omit<typeof applications.$inferInsert, 'reference'>,
): Promise<{ id: string; reference: string } | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(applications)
        .values({ ...values, reference: newReference('RWD') })
        .onConflictDoNothing({ target: applications.idempotencyKey })
        .returning({ id: applications.id, reference: applications.reference });
      return row ?? null;
    } catch (error) {
      if (attempt < 3 && String(error).includes('applications_reference_unique')) continue;
      throw error;
    }
  }
}

const newToken = () => randomBytes(32).toString('base64url');

/**
 * Starts an application for the applicant: returns its id, reference and the upload token
 * the browser must present with each document (only its hash is stored).
 */
export async function createApplication(
  db: Db,
  applicant: Applicant,
  locale: 'ar' | 'en',
): Promise<{ id: string; reference: string; token: string }> {
  const token = newToken();
  const row = await insertApplication(db, {
    applicantName: applicant.name,
    applicantEmail: applicant.email,
    locale,
    uploadTokenHash: hashToken(token),
  });
  // Without an idempotency key there is no conflict to skip: a row always comes back.
  if (!row) throw new Error('application not inserted');
  return { ...row, token };
}

/**
 * The documents tab with the college's own form (issue #44): an application is its form and
 * its documents, so the documents go to the form sent with this reference and address (from
 * another device: this browser keeps the forms it sent itself), still waiting for them. Opened
 * with a new personal link key (applicant-link.ts), which authorises its uploads like the
 * upload token of the browser that sent the form (that browser keeps its own). A complete
 * application is said to be complete; anything else (an unknown reference, another address, an
 * application without a form) gets one answer, after the same work.
 */
export async function openSentForm(
  db: Db,
  reference: string,
  email: string,
): Promise<{ id: string; reference: string; token: string }> {
  const row = await applicationOfApplicant(db, reference, email);
  if (!row?.form) throw new AppError('sent_form_not_found');
  if (row.status === 'complete') throw new AppError('application_complete');
  return { id: row.id, reference: row.reference, token: await newApplicantLinkKey(db, row.id) };
}

/** JSON with its keys sorted at every level: jsonb keeps its own key order, not ours. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).toSorted(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export interface CreatedFromForm {
  id: string;
  reference: string;
  token: string;
  /** Whether its three documents are in already (a retry after the whole application was sent). */
  complete: boolean;
  /** Whether this was a retry that found the application an earlier attempt created. */
  replayed: boolean;
}

/**
 * Starts an application from the online form's answers (already validated). The browser sends
 * a key of its own with the form and sends the same key again when it retries after a lost
 * answer: the retry finds the application the first attempt created (never a second one) and
 * gets its reference with a fresh upload token (the first one never reached the browser). The
 * same key with different answers is refused (409).
 */
export async function createApplicationFromForm(
  db: Db,
  form: ApplicationForm,
  idempotencyKey: string,
  locale: 'ar' | 'en',
  now = new Date(),
): Promise<CreatedFromForm> {
  // Only an intake the published calendar offers today (the form lists the same).
  const published = publishedFirstSemesters(await listPublishedYears(db, now));
  if (!offeredIntakes(now, published).includes(form.intake)) throw refusedField('intake');
  // Nor before the programme's window opens, unless the college considers early applications,
  // nor once it is shut for the year.
  const window = applicationWindow(form.programme, now);
  if (windowRefuses(window, siteConfig.earlyApplications)) {
    const say = (locale: Locale) =>
      windowText(
        catalogues[locale].ApplicationForm,
        locale,
        programmeName(locale, form.programme),
        window!,
        false,
      );
    throw new AppError(
      'invalid_application_form',
      {},
      { programme: { ar: say('ar'), en: say('en') } },
    );
  }
  const token = newToken();
  const row = await insertApplication(db, {
    applicantName: applicantNameOf(form, locale),
    applicantEmail: form.email,
    locale,
    uploadTokenHash: hashToken(token),
    form,
    idempotencyKey,
  });
  if (row) {
    // A draft of this form e-mailed to continue elsewhere is no longer needed.
    await forgetDrafts(db, idempotencyKey);
    // The link to send the documents from any device, and the time they must arrive by.
    const [created] = await db.select().from(applications).where(eq(applications.id, row.id));
    await sendFormReceived(db, created!);
    return { ...row, token, complete: false, replayed: false };
  }
  // A retry of a submission that reached the server.
  const [existing] = await db
    .select()
    .from(applications)
    .where(eq(applications.idempotencyKey, idempotencyKey));
  if (!existing || canonical(existing.form) !== canonical(form)) {
    throw new AppError('idempotency_conflict');
  }
  await db
    .update(applications)
    .set({ uploadTokenHash: hashToken(token) })
    .where(eq(applications.id, existing.id));
  return {
    id: existing.id,
    reference: existing.reference,
    token,
    complete: existing.status === 'complete',
    replayed: true,
  };
}

/**
 * The application `id` if `token` is its upload token or the key of its personal link
 * (applicant-link.ts); 404 otherwise (no hint which is wrong).
 */
export async function findApplicationForToken(
  db: Db,
  id: string,
  token: string | null,
): Promise<ApplicationRow> {
  if (!token || token.length > 200 || !isUuid(id)) throw new AppError('not_found');
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  const hash = Buffer.from(hashToken(token));
  const stored = Buffer.from(row?.uploadTokenHash ?? '');
  if (row && hash.length === stored.length && timingSafeEqual(hash, stored)) return row;
  // The links are looked up for an unknown id too: a refusal takes as long either way, so
  // its time does not tell whether an application has this id.
  const linked = await isApplicantLinkKey(db, id, token);
  if (row && linked) return row;
  throw new AppError('not_found');
}
