import { getTranslations } from 'next-intl/server';
import { navLabelOf } from '@content/index';
import { pageLocale } from '@/i18n/page-locale';
import { translatorFor } from '@/i18n/catalogues';
import { unlistedPageMetadata } from '@/components/page/metadata';
import { Link } from '@/components/ui/link';
import { pathOf, type RouteKey } from '@/config/routes';
import { localePath } from '@/i18n/routing';

/** The applicant's pages the service worker keeps after the first visit (sw-rules.ts). */
const keptPages: RouteKey[] = [
  'home',
  'admission',
  'admission/fees',
  'academic-calendar',
  'contact',
];

export const generateMetadata = unlistedPageMetadata((locale) => {
  const t = translatorFor(locale, 'Offline');
  return { title: t('title'), description: t('text') };
});

/**
 * The offline page (issue #23): the service worker shows it, in the page's language, for a page
 * never opened on this device while the network is down. Precached at the worker's install;
 * never in the sitemap, the menus or the search.
 */
export default async function OfflinePage({ params }: PageProps<'/[locale]/offline'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return (
    <div className="container-page max-w-3xl space-y-5 py-16">
      <h1 className="text-3xl font-bold text-brand-900 dark:text-white">{t('title')}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('text')}</p>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t('again')}</p>
      <h2 className="pt-4 text-xl font-bold text-brand-900 dark:text-white">{t('keptHeading')}</h2>
      <ul className="list-disc space-y-2 ps-6">
        {keptPages.map((key) => (
          <li key={key}>
            <Link href={localePath(locale, pathOf(key))} className="underline">
              {navLabelOf(locale, key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
