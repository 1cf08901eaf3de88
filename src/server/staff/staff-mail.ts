/**
 * The e-mails of the staff workspace: the password link of an invitation or a reset (in the
 * account's language). The applicant's notice of a new status is the office's template
 * (applications/status-templates.ts).
 */
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { rolesOf } from '@/lib/staff-roles';
import { siteConfig } from '@/config/site';
import { mailTranslator } from '../mail/mail-words';
import { localePath, type Locale } from '@/i18n/routing';
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

/**
 * Who sent a password link from the accounts page, for the e-mail to say. better-auth's
 * `sendResetPassword` hook (auth.ts) writes the e-mail and is given only the account and the
 * token, so the administrator's name travels with the call instead (accounts-desk.ts); the
 * forgotten-password page sends with none.
 */
const linkSender = new AsyncLocalStorage<string>();

export function withLinkSender<T>(name: string, send: () => Promise<T>): Promise<T> {
  return linkSender.run(name, send);
}

export function passwordLinkMail(
  user: { id: string; name: string; email: string; locale?: string | null; role?: string | null },
  token: string,
  kind: 'invite' | 'reset',
): NewMail {
  const locale = localeOf(user.locale);
  const t = mailTranslator(locale, 'StaffMail');
  const college = siteConfig.name[locale];
  const sender = linkSender.getStore();
  const roleName = mailTranslator(locale, 'StaffAccounts');
  const roles = rolesOf(user.role).map((role) => roleName(`roleNames.${role}`));
  return {
    kind: kind === 'invite' ? 'staff-invite' : 'staff-password-reset',
    locale,
    relatedId: user.id,
    to: user.email,
    subject: t(kind === 'invite' ? 'inviteSubject' : 'resetSubject', { college }),
    text: [
      t('greeting', { name: user.name }),
      '',
      kind === 'invite' && sender
        ? t('invitedBy', { college, name: sender })
        : t(kind === 'invite' ? 'inviteIntro' : 'resetIntro', { college }),
      '',
      passwordLink(locale, token),
      '',
      t('linkExpires', { hours: PASSWORD_LINK_HOURS }),
      ...(roles.length > 0
        ? ['', t('roles', { roles: new Intl.ListFormat(locale).format(roles) })]
        : []),
      '',
      t('signInAt', { url: `${siteConfig.siteUrl}${localePath(locale, '/staff/sign-in')}` }),
      ...(kind === 'reset' && sender ? [t('sentBy', { name: sender })] : []),
      t(kind === 'invite' ? 'inviteIgnore' : 'resetIgnore'),
    ].join('\n'),
  };
}
