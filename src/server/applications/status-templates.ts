/**
 * The status e-mails in the office's own words (issue #45, item 2): each status the office sets
 * has a template per language, the catalogue's (`StatusTemplates`) until the office saves its
 * own on /staff/applications/templates. Saving and restoring are written to the audit log.
 */
import { withApplicationFee } from '@/config/payment';
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import { catalogues, translatorFor } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import { settableStatuses, type ReviewStatus } from '@/lib/review-status';
import {
  renderTemplate,
  type StatusTemplateInput,
  type TemplatePlaceholder,
} from '@/lib/status-templates';
import { programmeName } from '@content/programme-names';
import type { Db } from '../db/db';
import { statusTemplates, type ApplicationRow } from '../db/schema';
import type { NewMail } from '../mail/deliver-mail';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

type SettableStatus = (typeof settableStatuses)[number];

export interface StatusTemplate {
  status: SettableStatus;
  locale: Locale;
  subject: string;
  body: string;
  /** Saved by the office (else the catalogue's words). */
  custom: { updatedAt: Date; updatedBy: string } | null;
}

const defaultOf = (status: SettableStatus, locale: Locale) =>
  catalogues[locale].StatusTemplates[status];

/** Every status's template in both languages, in the statuses' order. */
export async function listStatusTemplates(db: Db): Promise<StatusTemplate[]> {
  const saved = await db.select().from(statusTemplates);
  return settableStatuses.flatMap((status) =>
    (['ar', 'en'] as const).map((locale) => {
      const row = saved.find((each) => each.status === status && each.locale === locale);
      return row
        ? {
            status,
            locale,
            subject: row.subject,
            body: row.body,
            custom: { updatedAt: row.updatedAt, updatedBy: row.updatedBy },
          }
        : { status, locale, ...defaultOf(status, locale), custom: null };
    }),
  );
}

/** The words of one status's e-mail in one language. */
export async function statusTemplateOf(
  db: Db,
  status: SettableStatus,
  locale: Locale,
): Promise<{ subject: string; body: string }> {
  const [row] = await db
    .select()
    .from(statusTemplates)
    .where(and(eq(statusTemplates.status, status), eq(statusTemplates.locale, locale)));
  return row ? { subject: row.subject, body: row.body } : defaultOf(status, locale);
}

export async function saveStatusTemplate(
  db: Db,
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  input: StatusTemplateInput,
): Promise<{ saved: true }> {
  await db.transaction(async (tx) => {
    const values = {
      subject: input.subject,
      body: input.body,
      updatedAt: new Date(),
      updatedBy: staff.email,
    };
    await tx
      .insert(statusTemplates)
      .values({ status: input.status, locale: input.locale, ...values })
      .onConflictDoUpdate({
        target: [statusTemplates.status, statusTemplates.locale],
        set: values,
      });
    await recordAudit(tx as unknown as Db, staff, 'template.save', {
      type: 'status_template',
      id: `${input.status}.${input.locale}`,
    });
  });
  return { saved: true };
}

export async function resetStatusTemplate(
  db: Db,
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  input: { status: SettableStatus; locale: Locale },
): Promise<{ reset: true }> {
  await db.transaction(async (tx) => {
    await tx
      .delete(statusTemplates)
      .where(
        and(eq(statusTemplates.status, input.status), eq(statusTemplates.locale, input.locale)),
      );
    await recordAudit(tx as unknown as Db, staff, 'template.reset', {
      type: 'status_template',
      id: `${input.status}.${input.locale}`,
    });
  });
  return { reset: true };
}

/** What a status e-mail's placeholders say of an application, in its language. */
export function templateValues(
  application: Pick<ApplicationRow, 'reference' | 'applicantName' | 'form' | 'feeStatus'>,
  status: ReviewStatus,
  message: string | null,
  link: string,
  locale: Locale,
): Record<TemplatePlaceholder, string> {
  const t = catalogues[locale].StatusTemplates;
  const programme = application.form?.programme;
  const intake = application.form?.intake;
  return {
    name: application.applicantName,
    reference: application.reference,
    status: translatorFor(locale, 'ApplicationStatus')(`statuses.${status}.label`),
    programme: programme ? programmeName(locale, programme) : t.someProgramme,
    // A year after Arabic words keeps its order in a plain-text mail without marks: the
    // templates put it after a word, never at a line's start.
    intake: intake ?? t.someIntake,
    message: message ?? '',
    link,
    college: siteConfig.name[locale],
    fee:
      application.feeStatus === 'paid'
        ? catalogues[locale].Letter.feePaid
        : withApplicationFee(catalogues[locale].Letter.feeUnpaid, locale),
    office: `${siteConfig.admissionEmail}, ${siteConfig.admissionPhone}`,
  };
}

/** The status e-mail of an application, from the template in the applicant's language. */
export function statusMailFrom(
  template: { subject: string; body: string },
  application: Pick<
    ApplicationRow,
    'id' | 'reference' | 'applicantName' | 'applicantEmail' | 'form' | 'feeStatus'
  > & { locale: Locale },
  status: SettableStatus,
  message: string | null,
  link: string,
): NewMail {
  const values = templateValues(application, status, message, link, application.locale);
  return {
    // An acceptance carries the admission letter (mail-attachments.ts).
    kind: status === 'accepted' ? 'application-accepted' : 'application-status',
    locale: application.locale,
    relatedId: application.id,
    to: application.applicantEmail,
    subject: renderTemplate(template.subject, values),
    text: renderTemplate(template.body, values),
  };
}
