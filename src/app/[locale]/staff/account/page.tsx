import { getMessages, getTranslations } from 'next-intl/server';
import { DeskCard, DeskSection } from '@/components/staff/desk-page';
import { openStaffPage, titleFrom } from '@/components/staff/staff-page';
import { ChangePasswordForm } from '@/components/staff/password-forms';
import { TwoFactorSetup } from '@/components/staff/two-factor-setup';

export const generateMetadata = titleFrom((messages) => messages.StaffAccount.title);

/** The signed-in account's own page: its details, its password, its two-factor. */
export default async function OwnAccount({
  params,
  searchParams,
}: PageProps<'/[locale]/staff/account'>) {
  const { locale, staff } = await openStaffPage(params, '/staff/account');
  const required = (await searchParams)['two-factor'] === 'required' && !staff.twoFactorEnabled;
  const t = await getTranslations({ locale, namespace: 'StaffAccount' });
  const roleName = await getTranslations({ locale, namespace: 'StaffAccounts.roleNames' });
  const messages = await getMessages({ locale });
  const roles = staff.roles.map((role) => roleName(role)).join(locale === 'ar' ? '، ' : ', ');

  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold text-brand-900 dark:text-white">{t('title')}</h1>
      {required ? (
        <p
          role="alert"
          className="max-w-3xl rounded-md border-2 border-amber-600 bg-amber-50 p-3 font-bold text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
        >
          {t('twoFactorRequired')}
        </p>
      ) : null}
      <DeskSection id="own-details" title={t('details')}>
        <dl className="grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-bold">{t('name')}</dt>
          <dd>
            <bdi>{staff.name}</bdi>
          </dd>
          <dt className="font-bold">{t('email')}</dt>
          <dd>
            <bdi dir="ltr">{staff.email}</bdi>
          </dd>
          <dt className="font-bold">{t('roles')}</dt>
          <dd>{roles || t('noRoles')}</dd>
        </dl>
      </DeskSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <DeskCard title={t('passwordTitle')}>
          <ChangePasswordForm
            locale={locale}
            labels={messages.StaffAccount}
            errors={messages.Staff.fieldErrors}
          />
        </DeskCard>
        <DeskCard title={t('twoFactorTitle')}>
          <p data-two-factor-state="">
            {staff.twoFactorEnabled ? t('twoFactorOnText') : t('twoFactorOffText')}
          </p>
          <TwoFactorSetup
            locale={locale}
            labels={messages.StaffAccount}
            errors={messages.Staff.fieldErrors}
            enabled={staff.twoFactorEnabled}
          />
        </DeskCard>
      </div>
    </div>
  );
}
