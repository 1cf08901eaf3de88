import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { navLabelOf } from '@content/index';
import { pathOf, type RouteKey } from '@/config/routes';
import { localePath, type Locale } from '@/i18n/routing';
import type { Segment, SiteSearchAnswer } from '@/server/search/search-site';

/** Where a visitor who found nothing can go instead: the main sections of the menus. */
const MAIN_SECTIONS: RouteKey[] = [
  'study/programs',
  'admission',
  'academic-calendar',
  'research',
  'about/history',
  'campus-life/services',
  'e-services/guide',
  'faculty-staff/directory',
  'news',
];

/** Text with its matched words in <mark>. */
function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, i) =>
    segment.mark ? (
      <mark
        key={i}
        className="rounded-sm bg-amber-100 px-0.5 text-slate-950 dark:bg-amber-300 dark:text-slate-950"
      >
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

/** The search form of the results page, holding the current query. */
export async function SearchForm({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <form role="search" aria-label={t('fieldLabel')} action={localePath(locale, '/search')}>
      <label htmlFor="search-page-q" className="block font-bold">
        {t('fieldLabel')}
      </label>
      <div className="mt-2 flex max-w-xl gap-2">
        <input
          id="search-page-q"
          name="q"
          type="search"
          required
          dir="auto"
          defaultValue={query}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
        />
        <button
          type="submit"
          className={buttonVariants({ size: 'lg', className: 'h-11 rounded-lg py-0' })}
        >
          {t('submit')}
        </button>
      </div>
    </form>
  );
}

/** Nothing found: say so, suggest how to search better, and offer the main sections and contact. */
async function NoResults({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <div className="mt-6 max-w-3xl space-y-4" data-testid="search-no-results">
      <p className="text-lg font-bold">{t('noResults', { query })}</p>
      <p>{t('tips')}</p>
      <p>{t('browse')}</p>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {MAIN_SECTIONS.map((key) => (
          <li key={key}>
            <Link
              href={localePath(locale, pathOf(key))}
              className="block rounded-lg border border-slate-200 px-4 py-3 font-bold text-brand-700 hover:border-brand-400 hover:underline dark:border-slate-700 dark:text-brand-300"
            >
              {navLabelOf(locale, key)}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        {t.rich('contact', {
          link: (chunks) => (
            <Link
              href={localePath(locale, pathOf('contact'))}
              className="font-bold text-brand-700 underline dark:text-brand-300"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}

/** The address of another page of results. */
function pageHref(locale: Locale, query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${localePath(locale, '/search')}?${params}`;
}

/**
 * The results of a query: how many (in a polite live region), then each result's title as a
 * link, its section and its excerpt with the matched words marked; links to further pages.
 */
export async function SearchResults({
  locale,
  query,
  answer,
  page,
  pageSize,
}: {
  locale: Locale;
  query: string;
  answer: SiteSearchAnswer;
  page: number;
  pageSize: number;
}) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const home = (await getTranslations({ locale, namespace: 'Breadcrumb' }))('home');
  const pages = Math.max(1, Math.ceil(answer.total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = from + answer.results.length - 1;
  return (
    <section aria-labelledby="search-results-heading" className="mt-10">
      <h2 id="search-results-heading" className="text-xl font-bold">
        {t('resultsFor', { query })}
      </h2>
      <p role="status" className="mt-1 text-slate-600 dark:text-slate-300">
        {t('count', { count: answer.total })}
        {answer.total > pageSize && answer.results.length > 0 ? (
          <>
            {' · '}
            {t('range', { from: String(from), to: String(to), total: String(answer.total) })}
          </>
        ) : null}
      </p>
      {answer.total === 0 ? <NoResults locale={locale} query={query} /> : null}
      {answer.results.length > 0 ? (
        <ol className="mt-6 max-w-3xl space-y-4" data-testid="search-results">
          {answer.results.map((result) => (
            <li
              key={result.id}
              className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
            >
              <h3 className="text-lg font-bold">
                <Link
                  href={result.href}
                  className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                >
                  <Marked segments={result.title} />
                </Link>
              </h3>
              <p className="mt-1 flex flex-wrap items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
                <span className="sr-only">{t('section')}: </span>
                {(result.trail.length > 0 ? result.trail : [home]).map((label, i) => (
                  <span key={label} className="inline-flex items-center gap-1">
                    {i > 0 ? (
                      <ChevronRight
                        aria-hidden="true"
                        className="size-3.5 shrink-0 rtl:rotate-180"
                      />
                    ) : null}
                    {label}
                  </span>
                ))}
              </p>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                <Marked segments={result.excerpt} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t('pagination')} className="mt-8 flex max-w-3xl items-center gap-4">
          {page > 1 ? (
            <Link
              href={pageHref(locale, query, page - 1)}
              className="inline-flex items-center gap-1 font-bold text-brand-700 hover:underline dark:text-brand-300"
            >
              <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
              {t('previous')}
            </Link>
          ) : null}
          <span className="text-slate-600 dark:text-slate-300">
            {t('pageOf', { page: String(page), pages: String(pages) })}
          </span>
          {page < pages ? (
            <Link
              href={pageHref(locale, query, page + 1)}
              className="inline-flex items-center gap-1 font-bold text-brand-700 hover:underline dark:text-brand-300"
            >
              {t('next')}
              <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
