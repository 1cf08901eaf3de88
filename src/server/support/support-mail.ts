/**
 * The e-mails of a support request besides the desk's replies (support-reply-mail.ts):
 * - the request forwarded to technical support, as plain text in Arabic (the office's language,
 *   like the admissions office's e-mail), the description verbatim, its Reply-To the visitor;
 * - the acknowledgement to the visitor, in the language of their request: the reference, a copy
 *   of what they wrote and how to answer (the reply link), its Reply-To the desk;
 * - the notice to the desk of the requester's follow-up through that link.
 * Every subject starts with the reference in brackets, so mail programs keep a thread together.
 */
import 'server-only';
import { siteConfig } from '@/config/site';
import { formatDateTimeOf } from '@/lib/format';
import { localePath } from '@/i18n/routing';
import { arabicDateTime } from '../applications/application-mail';
import type { SupportRequestRow } from '../db/schema';
import type { NewMail } from '../mail/deliver-mail';
import { serverConfig } from '../server-config';
import { mailMessages, mailTranslator } from '../mail/mail-words';

type Request = Pick<
  SupportRequestRow,
  | 'id'
  | 'reference'
  | 'fullName'
  | 'email'
  | 'issueType'
  | 'description'
  | 'locale'
  | 'createdAt'
  | 'kind'
  | 'subject'
>;

/** The request's page in the workspace (in Arabic, the desk's language). */
const deskUrl = (id: string) => `${siteConfig.siteUrl}${localePath('ar', `/staff/support/${id}`)}`;

/** Each line behind `> `: no line of the visitor's text can pass for one of the mail's own. */
const quoted = (text: string) => text.split('\n').map((line) => `> ${line}`);

export function supportForward(request: Request, to: string): NewMail {
  const t = mailMessages('ar').Support;
  const say = mailTranslator('ar', 'Support');
  const issueType = t.issueTypes[request.issueType];
  const contact = request.kind === 'contact';
  return {
    kind: 'support-request',
    locale: 'ar',
    relatedId: request.id,
    to,
    // Answering it from a mail program writes to the visitor, not to the no-reply sender.
    replyTo: request.email,
    subject: contact
      ? say('mailContactSubject', { reference: request.reference, subject: request.subject ?? '' })
      : say('mailSubject', { reference: request.reference, issueType }),
    text: [
      say(contact ? 'mailContactIntro' : 'mailIntro'),
      '',
      `${t.mailReference}: ${request.reference}`,
      `${t.mailName}: ${request.fullName}`,
      `${t.mailEmail}: ${request.email}`,
      contact
        ? `${t.mailSubjectLine}: ${request.subject ?? ''}`
        : `${t.mailIssueType}: ${issueType}`,
      `${t.mailLanguage}: ${request.locale === 'ar' ? 'العربية' : 'English'}`,
      `${t.mailTime}: ${arabicDateTime(request.createdAt)}`,
      '',
      // Fenced and quoted: whatever the description says, no line of it can pass for one of
      // the lines above (the single-line fields cannot hold a line break at all).
      `${t.mailDescription}:`,
      t.mailDescriptionStart,
      ...quoted(request.description),
      t.mailDescriptionEnd,
      '',
      say('mailReply', { url: deskUrl(request.id) }),
    ].join('\n'),
  };
}

/** The visitor's acknowledgement, with the link that answers into the same request. */
export function supportAcknowledgement(request: Request, replyLink: string): NewMail {
  const locale = request.locale === 'en' ? 'en' : 'ar';
  const say = mailTranslator(locale, 'Support');
  const college = siteConfig.name[locale];
  const contact = request.kind === 'contact';
  const values = {
    reference: request.reference,
    college,
    issueType: say(`issueTypes.${request.issueType}`),
  };
  // Nothing the visitor typed (name, subject, text): the address is not verified, so a message
  // that carried them would let anyone send the college's e-mail, in their words, to anyone.
  return {
    kind: 'support-acknowledgement',
    locale,
    relatedId: request.id,
    to: request.email,
    replyTo: serverConfig.supportReplyTo(),
    subject: say(contact ? 'ackContactSubject' : 'ackSubject', values),
    text: [
      say('ackGreeting'),
      '',
      say(contact ? 'ackContactIntro' : 'ackIntro', values),
      '',
      say('ackWhen', { date: formatDateTimeOf(locale, request.createdAt.toISOString()) }),
      say('ackNext'),
      '',
      say('mailAnswer', { url: replyLink, reference: request.reference }),
      '',
      say('ackNotYou'),
      '',
      mailTranslator(locale, 'StaffSupport')('mail.signature', { college }),
    ].join('\n'),
  };
}

/** The desk told of a requester's follow-up (in Arabic, its Reply-To the requester). */
export function supportFollowUpNotice(
  request: Pick<SupportRequestRow, 'id' | 'reference' | 'fullName' | 'email'>,
  message: string,
  to: string,
): NewMail {
  const t = mailMessages('ar').Support;
  const say = mailTranslator('ar', 'Support');
  return {
    kind: 'support-follow-up',
    locale: 'ar',
    relatedId: request.id,
    to,
    replyTo: request.email,
    subject: say('followUpSubject', { reference: request.reference }),
    text: [
      say('followUpIntro', {
        name: request.fullName,
        email: request.email,
        reference: request.reference,
      }),
      t.mailMessageStart,
      ...quoted(message),
      t.mailMessageEnd,
      '',
      say('followUpOpen', { url: deskUrl(request.id) }),
    ].join('\n'),
  };
}
