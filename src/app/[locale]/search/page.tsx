import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/page/info-page';
import { pageMetadata } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';
import { isLocale } from '@/i18n/routing';
import { searchTitles } from '@/server/search/search-titles';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/search'>): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? { ...pageMetadata(locale, 'search'), robots: { index: false } } : {};
}

export default async function SearchPage({ params, searchParams }: PageProps<'/[locale]/search'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200).trim() ?? '';
  const results = searchTitles(locale, query);

  return (
    <>
      <PageHeader locale={locale} page="search" />
      <div className="container-page py-10">
        {query ? (
          <>
            <h2 className="text-xl font-bold">{t('resultsFor', { query })}</h2>
            <p role="status" className="mt-1 text-slate-600 dark:text-slate-300">
              {t('count', { count: results.length })}
            </p>
            {results.length === 0 ? <p className="mt-4">{t('noResults')}</p> : null}
            <ul className="mt-6 space-y-4" data-testid="search-results">
              {results.map((result) => (
                <li
                  key={result.key}
                  className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
                >
                  <Link
                    href={result.href}
                    className="text-lg font-bold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {result.title}
                  </Link>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{result.description}</p>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('empty')}</p>
        )}
      </div>
    </>
  );
}
