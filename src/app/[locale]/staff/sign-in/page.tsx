import { getMessages, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { DeskPage } from '@/components/staff/desk-page';
import { SignInForm } from '@/components/staff/sign-in-form';
import { Link } from '@/components/ui/link';
import { localePath } from '@/i18n/routing';
import { safeStaffReturn } from '@/lib/staff-return';
import { currentStaff } from '@/server/staff/staff-session';

/** Staff sign-in. Someone already signed in goes straight on. */
export default async function StaffSignIn({
  params,
  searchParams,
}: PageProps<'/[locale]/staff/sign-in'>) {
  const locale = await pageLocale(params);
  const next = safeStaffReturn((await searchParams).next, localePath(locale, '/staff'));
  if (await currentStaff()) redirect(next);
  const t = await getTranslations({ locale, namespace: 'Staff' });
  const messages = await getMessages({ locale });
  return (
    <DeskPage
      id="sign-in-title"
      title={t('signIn.title')}
      intro={<p className="max-w-2xl">{t('signIn.intro')}</p>}
    >
      <SignInForm locale={locale} labels={messages.Staff.signIn} next={next} />
      <p>
        <Link href={localePath(locale, '/staff/forgot-password')} className="underline">
          {messages.StaffPassword.forgotLink}
        </Link>
      </p>
    </DeskPage>
  );
}
