import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { localePath, type Locale } from '@/i18n/routing';

/**
 * "No access" to a page of another role, with the way back to the workspace's start (the
 * workspace's navigation above it lists the account's own areas).
 */
export async function NoAccess({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Staff' });
  return (
    <section aria-labelledby="forbidden-title" className="max-w-2xl space-y-4 py-6">
      <h1 id="forbidden-title" className="text-3xl font-bold text-brand-900 dark:text-white">
        {t('forbidden.title')}
      </h1>
      <p>{t('forbidden.text')}</p>
      <p>
        <Link href={localePath(locale, '/staff')} className="font-bold underline">
          {t('forbidden.back')}
        </Link>
      </p>
    </section>
  );
}
