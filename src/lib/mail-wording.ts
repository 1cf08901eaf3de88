/**
 * The wording of the e-mails the site sends (issue #46, item 3): the sentences of each message,
 * as the catalogues write them first (messages/{ar,en}.json), changed by administrators at
 * /staff/settings/emails. Only what differs from the catalogue is kept, under `locale.word`
 * ("en.Upload.mailApplicantSubject"); a word emptied goes back to the catalogue's. What a
 * message adds to its words (the reference, the links, the documents' list, the form's answers,
 * the quoted request) is the site's, not wording. The status e-mails have their own templates,
 * which the admissions office edits (/staff/applications/templates).
 *
 * No zod here: the form's page reads this before zod loads (mail-wording-schema.ts checks).
 */

/** How a word is written: a subject on one line, the others as paragraphs. */
export type WordRole = 'subject' | 'text';

export interface MailWordGroup {
  /** Its name and what it says of when it is sent: messages → StaffMailWording.groups. */
  key: string;
  /** The languages it is sent in: the office's and the desk's messages are Arabic only. */
  locales: readonly ('ar' | 'en')[];
  /** Its words, as the catalogues name them (namespace, then the key's path). */
  words: readonly string[];
}

const both = ['ar', 'en'] as const;
const arabic = ['ar'] as const;

export const mailWordGroups = [
  {
    key: 'applicant',
    locales: both,
    words: [
      'Upload.mailApplicantGreeting',
      'Upload.mailApplicantReference',
      'Upload.mailApplicantLink',
      'Upload.mailApplicantContact',
      'Upload.mailSignature',
    ],
  },
  {
    key: 'confirmation',
    locales: both,
    words: [
      'Upload.mailApplicantSubject',
      'Upload.mailApplicantBody',
      'Upload.mailApplicantNext',
      'Upload.mailApplicantAttached',
    ],
  },
  {
    key: 'formReceived',
    locales: both,
    words: ['Upload.mailFormSubject', 'Upload.mailFormBody', 'Upload.mailContinueLink'],
  },
  {
    key: 'reminder',
    locales: both,
    words: ['Upload.mailReminderSubject', 'Upload.mailReminderBody'],
  },
  {
    key: 'applicantLink',
    locales: both,
    words: ['Upload.mailLinkSubject', 'Upload.mailLinkIntro', 'Upload.mailLinkReplaced'],
  },
  {
    key: 'draftLink',
    locales: both,
    words: [
      'Upload.mailDraftSubject',
      'Upload.mailDraftGreeting',
      'Upload.mailDraftBody',
      'Upload.mailDraftIgnore',
    ],
  },
  { key: 'feePaid', locales: both, words: ['Fee.paidSubject', 'Fee.paidIntro'] },
  {
    key: 'office',
    locales: arabic,
    words: [
      'Upload.mailOfficeSubject',
      'Upload.mailOfficeIntro',
      'Upload.mailWorkspaceLinks',
      'Upload.mailUpdatedSubject',
      'Upload.mailUpdatedIntro',
    ],
  },
  {
    key: 'supportReceived',
    locales: both,
    words: [
      'Support.ackSubject',
      'Support.ackContactSubject',
      'Support.ackGreeting',
      'Support.ackIntro',
      'Support.ackContactIntro',
      'Support.ackWhen',
      'Support.ackNext',
      'Support.mailAnswer',
      'Support.ackNotYou',
    ],
  },
  {
    key: 'supportReply',
    locales: both,
    words: [
      'StaffSupport.mail.subject',
      'StaffSupport.mail.intro',
      'StaffSupport.mail.yourRequest',
      'StaffSupport.mail.signature',
    ],
  },
  {
    key: 'supportDesk',
    locales: arabic,
    words: [
      'Support.mailSubject',
      'Support.mailContactSubject',
      'Support.mailIntro',
      'Support.mailContactIntro',
      'Support.mailReply',
      'Support.followUpSubject',
      'Support.followUpIntro',
      'Support.followUpOpen',
    ],
  },
  {
    key: 'staffInvite',
    locales: both,
    words: [
      'StaffMail.inviteSubject',
      'StaffMail.inviteIntro',
      'StaffMail.invitedBy',
      'StaffMail.inviteIgnore',
    ],
  },
  {
    key: 'staffReset',
    locales: both,
    words: [
      'StaffMail.resetSubject',
      'StaffMail.resetIntro',
      'StaffMail.sentBy',
      'StaffMail.resetIgnore',
    ],
  },
  {
    key: 'staffLink',
    locales: both,
    words: ['StaffMail.greeting', 'StaffMail.linkExpires', 'StaffMail.roles', 'StaffMail.signInAt'],
  },
  {
    key: 'pageReview',
    locales: both,
    words: [
      'ReviewMail.approvedSubject',
      'ReviewMail.publishedBody',
      'ReviewMail.scheduledBody',
      'ReviewMail.returnedSubject',
      'ReviewMail.returnedBody',
      'ReviewMail.greeting',
      'ReviewMail.link',
      'ReviewMail.signature',
    ],
  },
] as const satisfies readonly MailWordGroup[];

export type MailWordGroupKey = (typeof mailWordGroups)[number]['key'];

/** One word of one language: "en.Upload.mailApplicantSubject". */
export type MailWordKey = `${'ar' | 'en'}.${string}`;

/** The words an administrator changed, each under its key; the rest are the catalogue's. */
export type MailWording = Record<MailWordKey, string>;

/** Every word that may be changed, with its language (the form's fields, the server's check). */
export const mailWordKeys: ReadonlySet<string> = new Set(
  mailWordGroups.flatMap((group) =>
    group.locales.flatMap((locale) => group.words.map((word) => `${locale}.${word}`)),
  ),
);

/** A subject is written on one line; its key says so (…Subject, mail.subject). */
export function roleOf(word: string): WordRole {
  return /(?:^|\.)(?:\w+Subject|subject)$/.test(word) ? 'subject' : 'text';
}

export const MAX_MAIL_SUBJECT = 200;
export const MAX_MAIL_TEXT = 2000;
/** The largest body a save may send: every word at its longest, in both languages. */
export const MAIL_WORDING_MAX_BYTES = 512 * 1024;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names in braces a text uses ("{reference}"), each once, in order. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** The word `word` ("Upload.mailApplicantSubject") of a catalogue, or undefined. */
export function wordIn(messages: unknown, word: string): string | undefined {
  let value: unknown = messages;
  for (const part of word.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' ? value : undefined;
}
