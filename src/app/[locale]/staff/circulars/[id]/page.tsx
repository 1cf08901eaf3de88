import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CircularCardPreview } from '@/components/circulars/circular-pages';
import { CircularBannerSection } from '@/components/staff/circular-banner';
import { CircularEditor } from '@/components/staff/circular-editor';
import { LanguagePreviews } from '@/components/staff/language-previews';
import { ItemDeskPage, openRecordDesk } from '@/components/staff/record-desk-page';
import { translationNotice } from '@/components/staff/translation-notice';
import { scopeHolds } from '@/config/editor-sections';
import { localePath } from '@/i18n/routing';
import { isCurrentCircular } from '@/lib/circulars';
import { collegeToday } from '@/lib/college-time';
import { newsVisibility } from '@/lib/news';
import {
  circularAddress,
  circularDraftOf,
  getCircularForStaff,
} from '@/server/circulars/circulars-desk';
import { circularView } from '@/server/circulars/published-circulars';
import { getDb } from '@/server/db/client';
import { getLibraryFile } from '@/server/library/library-desk';
import { libraryDocuments, libraryLinks } from '@/server/library/library-links';

/**
 * One notice or circular for its desk: the editor (with what to translate, when one language is
 * behind the other), its publication, its banner (an urgent one, for an editor of the banner
 * too), its card as visitors will see it in each language, and its history.
 */
export default async function CircularDesk({
  params,
}: PageProps<'/[locale]/staff/circulars/[id]'>) {
  const {
    locale,
    params: page,
    staff,
    messages,
    fieldErrors,
  } = await openRecordDesk('circulars', params);
  const db = await getDb();
  const record = await getCircularForStaff(db, page.id);
  if (!record) notFound();
  const { item, revisions } = record;
  const t = await getTranslations({ locale, namespace: 'StaffCirculars' });
  const labels = messages.StaffCirculars.editor;
  const file = item.fileId ? await getLibraryFile(db, item.fileId) : null;
  const [library, files] = await Promise.all([libraryLinks(locale), libraryDocuments(locale)]);
  const notice = await translationNotice({
    locale,
    item,
    current: circularDraftOf(item),
    revisions,
    fields: [
      { stem: 'title', label: labels.titleLabel },
      { stem: 'body', label: labels.body, rich: true },
    ],
    endpoint: `/api/staff/circulars/${item.id}`,
    words: labels,
  });
  const bannerable =
    item.urgent && newsVisibility(item) === 'published' && isCurrentCircular(item, collegeToday());

  return (
    <ItemDeskPage
      locale={locale}
      desk="circulars"
      staff={staff}
      item={item}
      revisions={revisions}
      view={localePath(locale, circularAddress(item.slug))}
      editor={(live) => (
        <CircularEditor
          key={item.updatedAt.toISOString()}
          library={library}
          files={files}
          kinds={messages.Circulars.kinds}
          audiences={messages.Circulars.audiences}
          locale={locale}
          itemId={item.id}
          initial={circularDraftOf(item)}
          live={live}
          version={item.updatedAt.toISOString()}
          labels={labels}
          fieldErrors={fieldErrors}
          notice={notice}
        />
      )}
      previews={
        <>
          {scopeHolds(staff.sections, 'banner') ? (
            <CircularBannerSection
              locale={locale}
              endpoint={`/api/staff/circulars/${item.id}/banner`}
              version={item.updatedAt.toISOString()}
              ready={bannerable}
            />
          ) : null}
          <LanguagePreviews
            marker="circular"
            heading={t('preview.heading')}
            intro={t('preview.intro')}
          >
            {(language) => {
              const view = circularView(
                item,
                language,
                file?.storageKey
                  ? {
                      name: file.name,
                      title: language === 'ar' ? file.titleAr : file.titleEn,
                      bytes: file.bytes,
                    }
                  : null,
              );
              return view.title && view.body ? (
                <CircularCardPreview locale={language} circular={view} />
              ) : (
                <p>{t('preview.missing')}</p>
              );
            }}
          </LanguagePreviews>
        </>
      }
    />
  );
}
