import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@/i18n/catalogues';
import { mailWordGroups, mailWordKeys, placeholdersOf, wordIn } from '@/lib/mail-wording';
import type { SignedInStaff } from '../staff/staff-session';
import { applicantMail } from '../applications/application-mail';
import { passwordLinkMail } from '../staff/staff-mail';
import { supportAcknowledgement } from '../support/support-mail';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { auditedActions, editor, refusal } from '../../../test/support/publishing/desk-tests';
import {
  loadMailWording,
  mailWordingForEditing,
  mailWordingInput,
  mailWordingStore,
  saveMailWording,
} from './mail-wording-desk';

const admin = { ...editor, name: 'Khalid Hassan', roles: ['administrator'] } as SignedInStaff;

afterEach(() => {
  // The wording of this process is global: each test starts from the catalogues'.
  const store = mailWordingStore();
  store.values = null;
  store.version = 0;
});

const request = {
  id: '8b0c1f0e-0000-4000-8000-000000000001',
  reference: 'SUP-2026-000123',
  fullName: 'Hiba Osman',
  email: 'hiba@example.com',
  issueType: 'login',
  description: 'I cannot sign in.',
  locale: 'en',
  createdAt: new Date('2026-11-29T08:00:00Z'),
  kind: 'support',
  subject: null,
} as const;

const applicant = {
  id: '8b0c1f0e-0000-4000-8000-000000000002',
  applicantName: 'Musa Adam',
  applicantEmail: 'musa@example.com',
  locale: 'ar' as const,
};

/** What the form sends: every word as it opens, with `changes` typed over. */
function typed(changes: Record<string, string> = {}) {
  const texts: Record<string, string> = {};
  for (const key of mailWordKeys) {
    texts[key] = wordIn(catalogues[key.slice(0, 2) as 'ar' | 'en'], key.slice(3))!;
  }
  return { ...texts, ...changes };
}

describe('the e-mails’ wording', () => {
  it('offers every word of the catalogues it names, with the same placeholders in both', () => {
    for (const group of mailWordGroups) {
      for (const word of group.words) {
        const ar = wordIn(catalogues.ar, word);
        const en = wordIn(catalogues.en, word);
        expect(ar, word).toBeTypeOf('string');
        expect(en, word).toBeTypeOf('string');
        expect(placeholdersOf(ar!).sort(), word).toEqual(placeholdersOf(en!).sort());
      }
    }
  });

  it('refuses a word the message cannot fill, a stray brace, a subject of two lines, a control character', () => {
    const refused = mailWordingInput.safeParse({
      version: 0,
      texts: typed({
        'en.Support.ackSubject': '[{reference}] Received\nsecond line',
        'ar.Support.ackSubject': '[{reference}] وصلتنا\rBcc: someone@example.com',
        'en.Support.ackIntro': 'We received {reference}\u0000.',
        'en.Support.ackWhen': 'It arrived {date, date, long}.',
        'en.Support.mailAnswer': 'Answer: {url} {reference, plural, one {#} other {# many}}',
        'en.Support.ackContactSubject': '[{reference}] Received\u0085Bcc: x@example.com',
        'ar.Support.ackNext': 'سنرد عليك خلال {hours} ساعة.',
        'en.Support.ackNext': 'We reply within 24 hours { soon.',
        'en.StaffMail.greeting': 'x'.repeat(2001),
        'en.Nothing.here': 'A word the form never offers',
        'en.Upload.mailOfficeSubject': 'The office’s mail is written in Arabic only',
      }),
    });
    expect(refused.success).toBe(false);
    expect(
      refused.error!.issues.map((issue) => [issue.path.join('.'), issue.message]).sort(),
    ).toEqual([
      ['texts.ar.Support.ackNext', 'mailWordPlaceholder'],
      ['texts.ar.Support.ackSubject', 'mailWordOneLine'],
      ['texts.en.Nothing.here', 'invalid'],
      ['texts.en.StaffMail.greeting', 'settingTooLong'],
      ['texts.en.Support.ackContactSubject', 'mailWordOneLine'],
      ['texts.en.Support.ackIntro', 'invalid'],
      ['texts.en.Support.ackNext', 'mailWordBraces'],
      ['texts.en.Support.ackSubject', 'mailWordOneLine'],
      ['texts.en.Support.ackWhen', 'mailWordBraces'],
      ['texts.en.Support.mailAnswer', 'mailWordBraces'],
      ['texts.en.Upload.mailOfficeSubject', 'invalid'],
    ]);
    expect(mailWordingInput.safeParse({ version: 0, texts: {}, extra: 1 }).success).toBe(false);
  });

  it('keeps only what differs from the catalogue: an emptied word is the catalogue’s again', () => {
    const parsed = mailWordingInput.parse({
      version: 0,
      texts: typed({
        'en.Support.ackNext': '  We answer within one working day.  ',
        'ar.Support.ackNext': '',
        'en.Support.ackSubject': '[{reference}]   Thank you  – {college}\u202e',
      }),
    });
    const changed = Object.entries(parsed.texts).filter(([, text]) => text !== '');
    expect(changed).toEqual([
      ['en.Support.ackSubject', '[{reference}] Thank you – {college}'],
      ['en.Support.ackNext', 'We answer within one working day.'],
    ]);
  });
});

describeOnDatabases('the e-mails’ wording', (database) => {
  it('is saved by an administrator, written into the next e-mails at once, and a stale form refused', async () => {
    const { db } = database;
    const opened = await mailWordingForEditing(db);
    expect(opened.version).toBe(0);
    expect(Object.values(opened.values).every((text) => text === '')).toBe(true);

    const before = supportAcknowledgement(request, 'https://example.edu/support/reply#x');
    expect(before.text).toContain(catalogues.en.Support.ackNext);

    const input = mailWordingInput.parse({
      version: 0,
      texts: typed({
        'en.Support.ackNext': 'We answer within one working day.',
        'en.Support.ackIntro': 'Your request {reference} ({issueType}) is with us.',
        'en.Support.ackSubject': 'Thank you: {reference}',
        'ar.Upload.mailApplicantGreeting': 'السلام عليكم {name}،',
        'en.StaffMail.linkExpires': 'Use the link within {hours} hours.',
      }),
    });
    const saved = await saveMailWording(db, admin, input);
    expect(saved.version).toBe(1);
    expect(saved.changed.sort()).toEqual([
      'ar.Upload.mailApplicantGreeting',
      'en.StaffMail.linkExpires',
      'en.Support.ackIntro',
      'en.Support.ackNext',
      'en.Support.ackSubject',
    ]);
    expect(await auditedActions(db, '1')).toContain('emails.save');

    // The next e-mails are written with it, the placeholders filled in.
    const after = supportAcknowledgement(request, 'https://example.edu/support/reply#x');
    expect(after.subject).toBe('Thank you: SUP-2026-000123');
    expect(after.text).toContain('We answer within one working day.');
    expect(after.text).toMatch(/Your request SUP-2026-000123 \(.+\) is with us\./);
    expect(after.text).not.toContain(catalogues.en.Support.ackNext);
    expect(applicantMail(applicant, 'application-message', 'Subject', ['Body']).text).toMatch(
      /^السلام عليكم Musa Adam،\n/,
    );
    const invite = passwordLinkMail(
      { id: 'u1', name: 'Amna Yousif', email: 'amna@alrowad.edu.sd', locale: 'en' },
      'token',
      'invite',
    );
    expect(invite.text).toMatch(/Use the link within \d+ hours\./);
    // The other language, and the other messages, as the catalogue writes them.
    expect(
      supportAcknowledgement({ ...request, locale: 'ar' }, 'https://example.edu/r#x').text,
    ).toContain(catalogues.ar.Support.ackNext);

    // A form opened before that save.
    expect((await refusal(saveMailWording(db, admin, { ...input, version: 0 }))).code).toBe(
      'mail_wording_conflict',
    );

    // Another instance reads it on its next round; emptied, a word is the catalogue's again.
    const store = mailWordingStore();
    store.values = null;
    store.version = 0;
    expect(supportAcknowledgement(request, 'https://example.edu/r#x').subject).not.toBe(
      'Thank you: SUP-2026-000123',
    );
    expect(await loadMailWording(db)).toBe(true);
    expect(supportAcknowledgement(request, 'https://example.edu/r#x').subject).toBe(
      'Thank you: SUP-2026-000123',
    );
    const emptied = mailWordingInput.parse({
      version: 1,
      texts: typed({ 'en.Support.ackSubject': '' }),
    });
    expect((await saveMailWording(db, admin, emptied)).changed.sort()).toEqual([
      'ar.Upload.mailApplicantGreeting',
      'en.StaffMail.linkExpires',
      'en.Support.ackIntro',
      'en.Support.ackNext',
      'en.Support.ackSubject',
    ]);
    expect(supportAcknowledgement(request, 'https://example.edu/r#x').subject).toBe(
      `[SUP-2026-000123] We received your support request – Al-Rowad College of Science and Technology`,
    );
  });
  it('is written once when two first saves come at once: the other is stale (409)', async () => {
    const { db } = database;
    // Two first saves at once (no row yet to lock): one is written, the other is stale (409),
    // never a duplicate key's 500.
    const race = await Promise.allSettled(
      ['One', 'Two'].map((word) =>
        saveMailWording(
          db,
          admin,
          mailWordingInput.parse({ version: 0, texts: typed({ 'en.Support.ackNext': word }) }),
        ),
      ),
    );
    expect(race.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = race.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((await refusal(Promise.reject(lost.reason))).code).toBe('mail_wording_conflict');
  });
});
