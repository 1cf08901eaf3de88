import { Link } from '@/components/ui/link';
import { ChevronRight } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { navLabelOf } from '@content/index';
import { pathOf, trailOf, type RouteKey } from '@/config/routes';
import { localePath, type Locale } from '@/i18n/routing';
import { menuLabel } from '../navigation/menu-model';

/**
 * Home › menu › parent pages › this page. The menu is a label: it has no page of its own.
 * `leaf` is a page below `page` that the registry does not list (a news item read from the
 * database): `page` is then linked like a parent and the leaf is the current page.
 */
export async function Breadcrumb({
  locale,
  page,
  leaf,
}: {
  locale: Locale;
  page: RouteKey;
  leaf?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Breadcrumb' });
  const trail = trailOf(page);
  const parents = leaf === undefined ? trail.pages : [...trail.pages, page];
  const separator = (
    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400 rtl:rotate-180" />
  );
  return (
    <nav aria-label={t('label')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
        <li className="flex items-center gap-1">
          <Link href={localePath(locale, '/')} className="hover:underline">
            {t('home')}
          </Link>
          {separator}
        </li>
        {trail.menu ? (
          <li className="flex items-center gap-1">
            <span>{menuLabel(locale, trail.menu)}</span>
            {separator}
          </li>
        ) : null}
        {parents.map((key) => (
          <li key={key} className="flex items-center gap-1">
            <Link href={localePath(locale, pathOf(key))} className="hover:underline">
              {navLabelOf(locale, key)}
            </Link>
            {separator}
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-bold text-slate-800 dark:text-slate-100">
            {leaf ?? navLabelOf(locale, page)}
          </span>
        </li>
      </ol>
    </nav>
  );
}
