import { getMessages, getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { DeskPage } from '@/components/staff/desk-page';
import { titleFrom } from '@/components/staff/staff-page';
import { SetPasswordForm } from '@/components/staff/password-forms';
import { localePath } from '@/i18n/routing';
import { MIN_PASSWORD_LENGTH } from '@/server/staff/staff-constants';

export const generateMetadata = titleFrom((messages) => messages.StaffPassword.setTitle);

/**
 * Where an invitation's or a reset's link leads (`#token=…`, read in the browser: the token
 * never reaches a server's log): the new password, twice. The token is checked when the
 * password is sent (better-auth's /reset-password), so an expired or used link is told then,
 * with a way to ask for a new one.
 */
export default async function SetPassword({ params }: PageProps<'/[locale]/staff/set-password'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffPassword' });
  const messages = await getMessages({ locale });
  return (
    <DeskPage id="set-password-title" title={t('setTitle')}>
      <SetPasswordForm
        locale={locale}
        labels={messages.StaffPassword}
        intro={t('setIntro', { min: MIN_PASSWORD_LENGTH })}
        errors={messages.Staff.fieldErrors}
        signInHref={localePath(locale, '/staff/sign-in')}
        forgotHref={localePath(locale, '/staff/forgot-password')}
      />
    </DeskPage>
  );
}
