import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { isLocale, localePath } from '@/i18n/routing';

/** A staff page of another role: 403, with the way back to the workspace's start. */
export default async function StaffForbidden() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : 'ar';
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
