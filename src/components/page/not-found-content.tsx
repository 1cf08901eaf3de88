import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale, localePath, routing } from '@/i18n/routing';

/** The not-found page: the spec's sentence, the note that the page may have moved, a link home. */
export async function NotFoundContent() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <p aria-hidden="true" className="text-7xl font-bold text-brand-600 dark:text-brand-400">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900 dark:text-white">{t('title')}</h1>
      <p className="mt-3 max-w-xl text-lg text-slate-700 dark:text-slate-300">{t('note')}</p>
      <Link
        href={localePath(locale, '/')}
        className={buttonVariants({ size: 'xl', className: 'mt-8' })}
      >
        {t('home')}
      </Link>
    </div>
  );
}
