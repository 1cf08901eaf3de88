import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/page/info-page';
import { SetPasswordForm } from '@/components/staff/password-forms';
import { Link } from '@/components/ui/link';
import { localePath } from '@/i18n/routing';
import { MIN_PASSWORD_LENGTH } from '@/server/staff/staff-constants';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/staff/set-password'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'StaffPassword' });
  return { title: t('setTitle'), referrer: 'no-referrer' };
}

/**
 * Where an invitation's or a reset's link leads (`?token=…`): the new password, twice. The
 * token is checked when the password is sent (better-auth's /reset-password), so an expired
 * or used link is told then, with a way to ask for a new one.
 */
export default async function SetPassword({
  params,
  searchParams,
}: PageProps<'/[locale]/staff/set-password'>) {
  const locale = await pageLocale(params);
  const { token } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'StaffPassword' });
  const messages = await getMessages({ locale });
  const forgotHref = localePath(locale, '/staff/forgot-password');
  const usable = typeof token === 'string' && /^[A-Za-z0-9_-]{8,128}$/.test(token);
  return (
    <section aria-labelledby="set-password-title" className="space-y-6">
      <h1 id="set-password-title" className="text-3xl font-bold text-brand-900 dark:text-white">
        {t('setTitle')}
      </h1>
      {usable ? (
        <>
          <p className="max-w-2xl">{t('setIntro', { min: MIN_PASSWORD_LENGTH })}</p>
          <SetPasswordForm
            locale={locale}
            labels={messages.StaffPassword}
            errors={messages.Staff.fieldErrors}
            token={token}
            signInHref={localePath(locale, '/staff/sign-in')}
            forgotHref={forgotHref}
          />
        </>
      ) : (
        <>
          <p className="max-w-2xl">{t('noToken')}</p>
          <p>
            <Link href={forgotHref} className="font-bold underline">
              {t('askAgain')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
