import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '../ui/link';

/**
 * The previous and next pages of a workspace list, as plain links (the server pages), with the
 * workspace's one set of pager words (`Staff.pager`).
 */
export async function ListPager({
  locale,
  page,
  pages,
  href,
}: {
  locale: Locale;
  page: number;
  pages: number;
  /** The link to another page of the same list (same filters). */
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Staff.pager' });
  return (
    <nav aria-label={t('pages')} className="flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} className="font-bold underline">
          {t('previous')}
        </Link>
      ) : null}
      <span>{t('pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link href={href(page + 1)} className="font-bold underline">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
