import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';
import { SearchForm, SearchResults } from '@/components/search/search-results';
import { cachedSearch } from '@/server/search/cached-search';
import { MAX_QUERY_LENGTH } from '@/server/search/search-site';

export const generateMetadata = metadataFor('search', { robots: { index: false } });

const PAGE_SIZE = 10;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * /search?q=…&page=…: the site's full-text search, rendered on the server. Answers are cached
 * per query (cached-search.ts); src/proxy.ts limits how often one client may search.
 */
export default async function SearchPage({ params, searchParams }: PageProps<'/[locale]/search'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  const search = await searchParams;
  const query = first(search.q)?.slice(0, MAX_QUERY_LENGTH).trim() ?? '';
  const requested = Number.parseInt(first(search.page) ?? '1', 10);
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const answer = query
    ? await cachedSearch(locale, query, {
        offset: (page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
      })
    : undefined;

  return (
    <>
      <PageHeader locale={locale} page="search" />
      <div className="container-page py-10">
        <SearchForm locale={locale} query={query} />
        {answer ? (
          <SearchResults
            locale={locale}
            query={query}
            answer={answer}
            page={page}
            pageSize={PAGE_SIZE}
          />
        ) : (
          <p className="mt-6">{t('empty')}</p>
        )}
      </div>
    </>
  );
}
