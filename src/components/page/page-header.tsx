import { getPage } from '@content/index';
import type { RouteKey } from '@/config/routes';
import type { SitePath } from '@/config/site-paths';
import type { Locale } from '@/i18n/routing';
import { Breadcrumb } from '../layout/breadcrumb';
import { BreadcrumbJsonLd } from '../seo/structured-data';

/**
 * Breadcrumb (also as structured data), the page title as the page's only h1, and the intro
 * paragraphs. `leaf` is a page below `page` that the registry does not list (a news item read
 * from the database), with its own title and intro.
 */
export function PageHeader({
  locale,
  page,
  leaf,
  words,
}: {
  locale: Locale;
  page: RouteKey;
  leaf?: { title: string; intro: string[]; path: SitePath };
  /** The page's title and intro as published, when they are not the repository's. */
  words?: { title: string; intro: string[] };
}) {
  const { title, intro } = leaf ?? words ?? getPage(locale, page);
  return (
    <div className="border-b border-slate-200 bg-brand-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="container-page py-8">
        <Breadcrumb locale={locale} page={page} leaf={leaf?.title} />
        <BreadcrumbJsonLd
          locale={locale}
          page={page}
          leaf={leaf ? { name: leaf.title, path: leaf.path } : undefined}
        />
        <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <div className="mt-4 max-w-3xl space-y-3 text-lg text-slate-700 dark:text-slate-300">
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </div>
  );
}
