/**
 * The e-mails of the staff workspace: the password link of an invitation or a reset (in the
 * account's language), and the applicant's notice of a new status (in the language they
 * applied in).
 */
import 'server-only';
import { siteConfig } from '@/config/site';
import { translatorFor } from '@/i18n/catalogues';
import { localePath, type Locale } from '@/i18n/routing';
import type { ApplicationRow, ReviewStatus } from '../db/schema';
import type { NewMail } from '../mail/deliver-mail';
import { PASSWORD_LINK_HOURS } from './staff-constants';

function localeOf(value: unknown): Locale {
  return value === 'en' ? 'en' : 'ar';
}

/**
 * The link that sets an account's password: `/staff/set-password#token=…` in its language. The
 * token is in the fragment, which browsers never send: it reaches no server's log, proxy or
 * Referer; the page reads it in the browser.
 */
export function passwordLink(locale: Locale, token: string): string {
  return `${siteConfig.siteUrl}${localePath(locale, '/staff/set-password')}#token=${encodeURIComponent(token)}`;
}

export function passwordLinkMail(
  user: { id: string; name: string; email: string; locale?: string | null },
  token: string,
  kind: 'invite' | 'reset',
): NewMail {
  const locale = localeOf(user.locale);
  const t = translatorFor(locale, 'StaffMail');
  const college = siteConfig.name[locale];
  return {
    kind: kind === 'invite' ? 'staff-invite' : 'staff-password-reset',
    locale,
    relatedId: user.id,
    to: user.email,
    subject: t(kind === 'invite' ? 'inviteSubject' : 'resetSubject', { college }),
    text: [
      t('greeting', { name: user.name }),
      '',
      t(kind === 'invite' ? 'inviteIntro' : 'resetIntro', { college }),
      '',
      passwordLink(locale, token),
      '',
      t('linkExpires', { hours: PASSWORD_LINK_HOURS }),
      t(kind === 'invite' ? 'inviteIgnore' : 'resetIgnore'),
    ].join('\n'),
  };
}

/** The applicant's notice that the admissions office changed their application's status. */
export function statusChangeMail(
  application: Pick<ApplicationRow, 'id' | 'reference' | 'applicantName' | 'applicantEmail'> & {
    locale: string;
  },
  status: ReviewStatus,
  message: string | null,
  /** The applicant's personal link (applications/applicant-link.ts). */
  link: string,
): NewMail {
  const locale = localeOf(application.locale);
  const t = translatorFor(locale, 'StaffMail');
  const statusName = translatorFor(locale, 'ApplicationStatus')(`statuses.${status}.label`);
  return {
    // An acceptance carries the admission letter (mail-attachments.ts).
    kind: status === 'accepted' ? 'application-accepted' : 'application-status',
    locale,
    relatedId: application.id,
    to: application.applicantEmail,
    subject: t('statusSubject', { reference: application.reference, status: statusName }),
    text: [
      t('greeting', { name: application.applicantName }),
      '',
      t('statusIntro', { reference: application.reference, status: statusName }),
      ...(message ? ['', t('statusMessage'), message] : []),
      ...(status === 'accepted' ? ['', t('letterAttached')] : []),
      '',
      t('statusPage', { url: link }),
      '',
      t('signature', { college: siteConfig.name[locale] }),
    ].join('\n'),
  };
}
