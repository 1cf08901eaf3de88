import { getMessages, getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { DeskPage } from '@/components/staff/desk-page';
import { titleFrom } from '@/components/staff/staff-page';
import { ForgotPasswordForm } from '@/components/staff/password-forms';
import { PASSWORD_LINK_HOURS } from '@/server/staff/staff-constants';

export const generateMetadata = titleFrom((messages) => messages.StaffPassword.forgotTitle);

/** A forgotten staff password: the account's address, and a link to set a new one by e-mail. */
export default async function ForgotPassword({
  params,
}: PageProps<'/[locale]/staff/forgot-password'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffPassword' });
  const messages = await getMessages({ locale });
  return (
    <DeskPage
      id="forgot-title"
      title={t('forgotTitle')}
      intro={<p className="max-w-2xl">{t('forgotIntro', { hours: PASSWORD_LINK_HOURS })}</p>}
    >
      <ForgotPasswordForm
        locale={locale}
        labels={messages.StaffPassword}
        errors={messages.Staff.fieldErrors}
        hours={PASSWORD_LINK_HOURS}
      />
    </DeskPage>
  );
}
