/**
 * The support desk's reply to a requester, in the language they wrote their request in: the
 * reply, then their own request quoted below it (each line behind `> `), so the requester sees
 * what is being answered, and the link that answers into the same request; its Reply-To is the
 * desk (SUPPORT_REPLY_TO), its subject starts with the reference in brackets.
 */
import 'server-only';
import { siteConfig } from '@/config/site';
import { mailTranslator } from '../mail/mail-words';
import { formatDateTimeOf } from '@/lib/format';
import type { SupportRequestRow } from '../db/schema';
import type { NewMail } from '../mail/deliver-mail';
import { serverConfig } from '../server-config';

export const SUPPORT_REPLY_KIND = 'support-reply';

export function supportReplyMail(
  request: Pick<
    SupportRequestRow,
    'id' | 'reference' | 'fullName' | 'email' | 'issueType' | 'description' | 'locale' | 'createdAt'
  >,
  body: string,
  /** The link that answers into the same request (support-link.ts). */
  replyLink: string,
): NewMail {
  const locale = request.locale === 'en' ? 'en' : 'ar';
  const t = mailTranslator(locale, 'StaffSupport');
  const college = siteConfig.name[locale];
  const issueType = mailTranslator(locale, 'Support')(`issueTypes.${request.issueType}`);
  const sent = formatDateTimeOf(locale, request.createdAt.toISOString());
  return {
    kind: SUPPORT_REPLY_KIND,
    locale,
    relatedId: request.id,
    to: request.email,
    // The sender reads no mail: an answer by e-mail reaches the desk.
    replyTo: serverConfig.supportReplyTo(),
    subject: t('mail.subject', { reference: request.reference, college }),
    text: [
      mailTranslator(locale, 'StaffMail')('greeting', { name: request.fullName }),
      '',
      t('mail.intro', { reference: request.reference, issueType }),
      '',
      body,
      '',
      t('mail.yourRequest', { date: sent }),
      ...request.description.split('\n').map((line) => `> ${line}`),
      '',
      mailTranslator(locale, 'Support')('mailAnswer', {
        url: replyLink,
        reference: request.reference,
      }),
      '',
      t('mail.signature', { college }),
    ].join('\n'),
  };
}
