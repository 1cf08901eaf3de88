/**
 * The e-mail that forwards a support request to technical support, as plain text in Arabic
 * (the office's language, like the admissions office's e-mail), the description verbatim.
 */
import 'server-only';
import { arabicDateTime } from '../applications/application-mail';
import type { SupportRequestRow } from '../db/schema';
import type { NewMail } from '../mail/deliver-mail';
import { catalogues, translatorFor } from '@/i18n/catalogues';

export function supportForward(request: SupportRequestRow, to: string): NewMail {
  const t = catalogues.ar.Support;
  const issueType = t.issueTypes[request.issueType];
  return {
    kind: 'support-request',
    locale: 'ar',
    relatedId: request.id,
    to,
    subject: translatorFor('ar', 'Support')('mailSubject', {
      reference: request.reference,
      issueType,
    }),
    text: [
      t.mailIntro,
      '',
      `${t.mailReference}: ${request.reference}`,
      `${t.mailName}: ${request.fullName}`,
      `${t.mailEmail}: ${request.email}`,
      `${t.mailIssueType}: ${issueType}`,
      `${t.mailLanguage}: ${request.locale === 'ar' ? 'العربية' : 'English'}`,
      `${t.mailTime}: ${arabicDateTime(request.createdAt)}`,
      '',
      // Fenced and quoted: whatever the description says, no line of it can pass for one of
      // the lines above (the single-line fields cannot hold a line break at all).
      `${t.mailDescription}:`,
      t.mailDescriptionStart,
      ...request.description.split('\n').map((line) => `> ${line}`),
      t.mailDescriptionEnd,
      '',
      t.mailReply,
    ].join('\n'),
  };
}
