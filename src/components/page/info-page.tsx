import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { navLabelOf } from '@content/index';
import { pageWords } from '@/server/pages/published-pages';
import { PageSections } from '../sections/page-sections';
import { pathOf, siblingsOf, type RouteKey } from '@/config/routes';
import { pageLocale } from '@/i18n/page-locale';
import { localePath, type Locale } from '@/i18n/routing';
import { metadataFor } from './metadata';
import { PageHeader } from './page-header';

interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** The other pages of the same menu group, as cards under an informational page. */
async function SectionLinks({ locale, page }: { locale: Locale; page: RouteKey }) {
  const siblings = siblingsOf(page);
  if (siblings.length === 0) return null;
  const descriptions = await Promise.all(
    siblings.map(async (key) => (await pageWords(locale, key)).description),
  );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {siblings.map((key, index) => (
        <li key={key}>
          <Link
            href={localePath(locale, pathOf(key))}
            className="block h-full rounded-lg border border-slate-200 p-5 hover:border-brand-400 hover:shadow dark:border-slate-700 dark:hover:border-brand-400"
          >
            <span className="font-bold text-brand-800 dark:text-brand-200">
              {navLabelOf(locale, key)}
            </span>
            <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
              {descriptions[index]}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What a page adds to the informational layout, rendered for the page's language. */
interface InfoPageParts {
  /** Between the page's header and its content sections (a sign-in form). */
  beforeSections?: (locale: Locale) => ReactNode;
  /** Between the content sections and the links to the other pages of the group (tools). */
  afterSections?: (locale: Locale) => ReactNode;
}

/**
 * An informational page: its heading, breadcrumb and intro, then its body sections, as its
 * editors last published them (src/server/pages/published-pages.ts: the repository's
 * content/{ar,en}/pages/<key>.ts until the page is edited), then the other pages of its menu group.
 */
export function infoPage(key: RouteKey, parts: InfoPageParts = {}) {
  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const words = await pageWords(locale, key);
    return (
      <>
        <PageHeader locale={locale} page={key} words={words} />
        {parts.beforeSections?.(locale)}
        <PageSections locale={locale} sections={words.sections} />
        {parts.afterSections?.(locale)}
        <div className="container-page py-10" data-print-hide="">
          <SectionLinks locale={locale} page={key} />
        </div>
      </>
    );
  }
  return { Page, generateMetadata: metadataFor(key) };
}
