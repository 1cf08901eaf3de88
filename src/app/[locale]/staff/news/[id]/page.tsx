import { getTranslations } from 'next-intl/server';
import { DeskSection } from '@/components/staff/desk-page';
import { notFound } from 'next/navigation';
import { newsPath } from '@/components/news/news-pages';
import { NewsEditor } from '@/components/staff/news-editor';
import { libraryLinks } from '@/server/library/library-links';
import { ItemDeskPage, openRecordDesk } from '@/components/staff/record-desk-page';
import { translationNotice } from '@/components/staff/translation-notice';
import { Link } from '@/components/ui/link';
import { getDb } from '@/server/db/client';
import { imageSources } from '@/server/media/read-image';
import { draftOf, getNewsForStaff } from '@/server/news/news-desk';

/**
 * One news item for the news desk: the editor (with what to translate, when one language is
 * behind the other), its publication (now, at a time, or off the
 * site), the previews in both languages, and its history with each version's restore button.
 */
export default async function NewsItemDesk({ params }: PageProps<'/[locale]/staff/news/[id]'>) {
  const {
    locale,
    params: page,
    staff,
    messages,
    fieldErrors,
  } = await openRecordDesk('news', params);
  const db = await getDb();
  const record = await getNewsForStaff(db, page.id);
  if (!record) notFound();
  const { item, revisions } = record;
  const t = await getTranslations({ locale, namespace: 'StaffNews' });
  const image = item.imageId ? (await imageSources(db, [item.imageId])).get(item.imageId) : null;
  const labels = messages.StaffNews.editor;
  const library = await libraryLinks(locale);
  const notice = await translationNotice({
    locale,
    item,
    current: draftOf(item),
    revisions,
    fields: [
      { stem: 'title', label: labels.titleLabel },
      { stem: 'excerpt', label: labels.excerpt },
      { stem: 'body', label: labels.body, rich: true },
      { stem: 'imageAlt', label: labels.alt },
    ],
    endpoint: `/api/staff/news/${item.id}`,
    words: labels,
  });

  return (
    <ItemDeskPage
      locale={locale}
      desk="news"
      staff={staff}
      item={item}
      revisions={revisions}
      view={newsPath(locale, item.slug)}
      editor={(live) => (
        <NewsEditor
          key={item.updatedAt.toISOString()}
          library={library}
          locale={locale}
          itemId={item.id}
          initial={draftOf(item)}
          picture={
            image && item.imageId
              ? { id: item.imageId, widths: image.files.map((file) => file.width) }
              : null
          }
          drawn={Boolean(item.illustration)}
          live={live}
          version={item.updatedAt.toISOString()}
          labels={labels}
          fieldErrors={fieldErrors}
          notice={notice}
        />
      )}
      previews={
        <DeskSection id="news-preview-title" title={t('preview.heading')}>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link href={`/staff/news/${item.id}/preview`} className="underline" hrefLang="ar">
                {t('preview.arabic')}
              </Link>
            </li>
            <li>
              <Link href={`/en/staff/news/${item.id}/preview`} className="underline" hrefLang="en">
                {t('preview.english')}
              </Link>
            </li>
          </ul>
        </DeskSection>
      }
    />
  );
}
