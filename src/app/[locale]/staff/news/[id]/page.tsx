import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { newsPath } from '@/components/news/news-pages';
import { pageLocale } from '@/i18n/page-locale';
import { RevisionHistory } from '@/components/staff/revision-history';
import { NewsEditor } from '@/components/staff/news-editor';
import { Link } from '@/components/ui/link';
import { localePath } from '@/i18n/routing';
import { newsVisibility } from '@/lib/news';
import { getDb } from '@/server/db/client';
import { imageSources } from '@/server/media/read-image';
import { draftOf, getNewsForStaff } from '@/server/news/news-desk';
import { requireStaffPage } from '@/server/staff/staff-session';
import { DeskItemState, DeskRecordPage } from '@/components/staff/desk-page';
import { PublicationSection, publicationStates } from '@/components/staff/record-publication';

/**
 * One news item for the news desk: the editor, its publication (now, at a time, or off the
 * site), the previews in both languages, and its history with each version's restore button.
 */
export default async function NewsItemDesk({ params }: PageProps<'/[locale]/staff/news/[id]'>) {
  const locale = await pageLocale(params);
  const { id } = await params;
  await requireStaffPage(locale, localePath(locale, `/staff/news/${id}`), 'editor');
  const db = await getDb();
  const record = await getNewsForStaff(db, id);
  if (!record) notFound();
  const { item, revisions } = record;
  const t = await getTranslations({ locale, namespace: 'StaffNews' });
  const messages = await getMessages({ locale });
  const labels = messages.StaffNews;
  const stateOf = await publicationStates(locale, 'StaffNews');
  const visibility = newsVisibility(item);
  const state = stateOf(visibility, item.publishAt);
  const image = item.imageId ? (await imageSources(db, [item.imageId])).get(item.imageId) : null;
  const title = (locale === 'ar' ? item.titleAr : item.titleEn) || item.titleAr || item.titleEn;

  return (
    <DeskRecordPage
      id="news-editor-title"
      back={{ href: localePath(locale, '/staff/news'), label: t('editor.backToList') }}
      heading={t('editor.editTitle')}
      details={
        <DeskItemState
          marker="news"
          title={title}
          visibility={visibility}
          state={t('status.now', { state })}
        />
      }
      roomy
    >
      <NewsEditor
        key={item.updatedAt.toISOString()}
        locale={locale}
        itemId={item.id}
        initial={draftOf(item)}
        picture={
          image && item.imageId
            ? { id: item.imageId, widths: image.files.map((file) => file.width) }
            : null
        }
        drawn={Boolean(item.illustration)}
        live={visibility === 'published'}
        version={item.updatedAt.toISOString()}
        labels={labels.editor}
        fieldErrors={messages.Staff.fieldErrors}
      />

      <PublicationSection
        locale={locale}
        namespace="StaffNews"
        marker="news"
        endpoint={`/api/staff/news/${item.id}`}
        visibility={visibility}
        version={item.updatedAt.toISOString()}
        view={newsPath(locale, item.slug)}
      />

      <section aria-labelledby="news-preview-title" className="space-y-3">
        <h2 id="news-preview-title" className="text-2xl font-bold">
          {t('preview.heading')}
        </h2>
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
      </section>

      <RevisionHistory
        locale={locale}
        namespace="StaffNews"
        endpoint={`/api/staff/news/${item.id}`}
        revisions={revisions}
        marker="news"
      />
    </DeskRecordPage>
  );
}
