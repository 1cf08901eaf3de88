import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NewsArticle } from '@/components/news/news-pages';
import { openStaffPage } from '@/components/staff/staff-page';
import { Link } from '@/components/ui/link';
import { localePath } from '@/i18n/routing';
import { newsVisibility } from '@/lib/news';
import { getDb } from '@/server/db/client';
import { imageSources } from '@/server/media/read-image';
import { getNewsForStaff } from '@/server/news/news-desk';
import { newsView } from '@/server/news/published-news';
import { publicationStates } from '@/components/staff/record-publication';
import { warningBox } from '@/components/ui/styles';

/**
 * The preview of a news item in the page's language: the public article as visitors will see it
 * (draft, scheduled or published), under a notice that says it is a preview and where it stands.
 */
export default async function NewsPreview({
  params,
}: PageProps<'/[locale]/staff/news/[id]/preview'>) {
  const {
    locale,
    params: { id },
  } = await openStaffPage(params, '/staff/news/[id]/preview', 'editor');
  const db = await getDb();
  const record = await getNewsForStaff(db, id);
  if (!record) notFound();
  const { item } = record;
  const t = await getTranslations({ locale, namespace: 'StaffNews' });
  const images = item.imageId ? await imageSources(db, [item.imageId]) : new Map();
  const view = newsView(item, locale, images);
  const visibility = newsVisibility(item);
  const stateOf = await publicationStates(locale, 'StaffNews');
  const state = stateOf(visibility, item.publishAt);

  return (
    <div className="space-y-6">
      <div role="note" className={`space-y-2 ${warningBox}`} data-news-preview={visibility}>
        <p className="font-bold">{t('preview.banner', { state })}</p>
        <p>
          <Link href={localePath(locale, `/staff/news/${item.id}`)} className="underline">
            {t('preview.backToEditor')}
          </Link>
        </p>
      </div>
      {view.title && view.body ? (
        <div className="-mx-4 sm:-mx-6">
          <NewsArticle locale={locale} item={view} />
        </div>
      ) : (
        <p>{t('preview.missing')}</p>
      )}
    </div>
  );
}
