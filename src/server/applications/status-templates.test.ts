/**
 * The status e-mails in the office's own words (issue #45, item 2): the catalogue's default
 * until the office saves its own, per status and language; placeholders filled in for each
 * application; a template the applicant could not act on (no link, no message when asking for
 * more) refused; the saved words used by a single and a bulk change; restored to the default.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { completeApplicationRow } from '../../../test/support/applications/complete-application-row';
import { ownDataDir } from '../../../test/support/db/own-data-dir';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

ownDataDir('status-templates');
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';

const { getDb, closeDatabases } = await import('../db/client');
const { mailOutbox, staffAuditLog } = await import('../db/schema');
const { backgroundDeliveriesSettled } = await import('../mail/deliver-mail');
const { changeApplicationStatus, changeApplicationsStatus } =
  await import('./change-application-status');
const { listStatusTemplates, resetStatusTemplate, saveStatusTemplate } =
  await import('./status-templates');
const { renderTemplate, statusTemplateSchema } = await import('@/lib/status-templates');
const { and, desc, eq } = await import('drizzle-orm');

afterAll(async () => {
  await backgroundDeliveriesSettled();
  await closeDatabases();
});

const officer = { id: 'officer-1', email: 'office@alrowad.edu.sd' };

async function lastMail(id: string) {
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.relatedId, id))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail!;
}

describe('renderTemplate', () => {
  it('fills the placeholders in, and drops the message’s own line when there is none', () => {
    const template = 'Dear {name},\n\n{message}\n\nSee {link}\n{unknown}';
    expect(renderTemplate(template, { name: 'Sara', message: 'Bring it.', link: 'L' })).toBe(
      'Dear Sara,\n\nBring it.\n\nSee L\n{unknown}',
    );
    expect(renderTemplate(template, { name: 'Sara', message: '', link: 'L' })).toBe(
      'Dear Sara,\n\nSee L\n{unknown}',
    );
  });
});

describe('statusTemplateSchema', () => {
  const base = { status: 'accepted', locale: 'en', subject: 'Accepted', body: 'Hi {name}, {link}' };
  const fieldOf = (input: unknown) =>
    statusTemplateSchema.safeParse(input).error?.issues.map((issue) => issue.message);

  it('takes a template the applicant can act on', () => {
    expect(statusTemplateSchema.safeParse(base).success).toBe(true);
  });

  it('refuses an unknown placeholder, a text without the link, and “more information” without the message', () => {
    expect(fieldOf({ ...base, body: 'Hi {nmae}, {link}' })).toEqual(['templateUnknownPlaceholder']);
    expect(fieldOf({ ...base, subject: '{refrence}' })).toEqual(['templateUnknownPlaceholder']);
    expect(fieldOf({ ...base, body: 'Hi {name}' })).toEqual(['templateLinkRequired']);
    expect(fieldOf({ ...base, status: 'more_information' })).toEqual(['templateMessageRequired']);
    expect(fieldOf({ ...base, status: 'received' })).toEqual(['statusRequired']);
    expect(fieldOf({ ...base, subject: ' ' })).toEqual(['templateSubjectRequired']);
    expect(fieldOf({ ...base, body: `{link}${'x'.repeat(5000)}` })).toEqual(['templateTooLong']);
  });
});

describe('the status e-mails', () => {
  it('are the college’s words until the office saves its own, per language, and again once restored', async () => {
    const db = await getDb();
    const english = await completeApplicationRow('en');
    await changeApplicationStatus(db, officer, english.id, {
      status: 'accepted',
      message: 'Registration opens on 3 January.',
    });
    const accepted = await lastMail(english.id);
    expect(accepted.subject).toBe(`Application ${english.reference}: Accepted`);
    expect(accepted.textBody).toContain('Dear Sara Ahmed,');
    expect(accepted.textBody).toContain(
      'has admitted you to Medicine and General Surgery for the academic year 2027-2028.',
    );
    expect(accepted.textBody).toContain('\n\nRegistration opens on 3 January.\n\n');
    expect(accepted.textBody).toContain('Your letter of admission is attached');
    // The catalogue names the fee; the college's figures give its amount.
    expect(accepted.textBody).toContain(
      en.Letter.feeUnpaid.replace('{fee}', '100 Sudanese pounds'),
    );
    expect(accepted.textBody).toMatch(
      /https:\/\/www\.alrowad\.edu\.sd\/en\/admission\/your-application#[0-9a-f-]{36}\.[\w-]+/,
    );
    expect(accepted.textBody).not.toMatch(/\{\w+\}/);

    // The office's own words for the English acceptance; the Arabic one stays the college's.
    await saveStatusTemplate(db, officer, {
      status: 'accepted',
      locale: 'en',
      subject: 'Welcome to {college}, {name}',
      body: 'Dear {name},\n\nYou are in: {programme}, {intake}.\n\n{message}\n\nYour page: {link}',
    });
    const all = await listStatusTemplates(db);
    expect(all).toHaveLength(8);
    expect(
      all.find((each) => each.status === 'accepted' && each.locale === 'en')!.custom,
    ).toMatchObject({ updatedBy: 'office@alrowad.edu.sd' });
    expect(
      all.find((each) => each.status === 'accepted' && each.locale === 'ar')!.custom,
    ).toBeNull();

    const arabic = await completeApplicationRow('ar');
    const other = await completeApplicationRow('en');
    // A bulk decision: each applicant in their language, in the words saved for it.
    await changeApplicationsStatus(db, officer, [arabic.id, other.id], {
      status: 'accepted',
      message: undefined,
    });
    const mine = await lastMail(other.id);
    expect(mine.subject).toBe('Welcome to Al-Rowad College of Science and Technology, Sara Ahmed');
    expect(mine.textBody).toMatch(
      /^Dear Sara Ahmed,\n\nYou are in: Medicine and General Surgery, 2027-2028\.\n\nYour page: https:\S+$/,
    );
    expect(mine.kind).toBe('application-accepted');
    const theirs = await lastMail(arabic.id);
    expect(theirs.subject).toBe(
      `الطلب ${arabic.reference}: ${ar.ApplicationStatus.statuses.accepted.label}`,
    );
    expect(theirs.textBody).toContain('عزيزي/عزيزتي سارة أحمد محمد،');

    await resetStatusTemplate(db, officer, { status: 'accepted', locale: 'en' });
    await changeApplicationStatus(db, officer, other.id, {
      status: 'under_review',
      message: undefined,
    });
    await changeApplicationStatus(db, officer, other.id, {
      status: 'accepted',
      message: undefined,
    });
    expect((await lastMail(other.id)).subject).toBe(`Application ${other.reference}: Accepted`);

    const log = await db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.subjectType, 'status_template'),
          eq(staffAuditLog.subjectId, 'accepted.en'),
        ),
      );
    expect(log.map((row) => row.action).toSorted()).toEqual(['template.reset', 'template.save']);
  });
});
