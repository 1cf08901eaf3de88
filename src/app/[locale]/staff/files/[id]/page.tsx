import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DeskRecordPage, DeskSection } from '@/components/staff/desk-page';
import { LibraryContentForm, LibraryFileForm } from '@/components/staff/library-forms';
import { RemoveRecord } from '@/components/staff/remove-record';
import { openStaffPage } from '@/components/staff/staff-page';
import { mustSubmitIn } from '@/server/publishing/review-gate';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { localePath } from '@/i18n/routing';
import { libraryFileUrl } from '@/lib/library';
import { getDb } from '@/server/db/client';
import { getLibraryFile } from '@/server/library/library-desk';

/**
 * One file of the library: its address (to copy into a page or a news item) and its content
 * as visitors get it, the form that replaces the content under the same address, its titles and
 * a picture's descriptions, and its removal.
 */
export default async function LibraryFileDesk({ params }: PageProps<'/[locale]/staff/files/[id]'>) {
  const {
    locale,
    staff,
    params: page,
  } = await openStaffPage(params, '/staff/files/[id]', 'editor');
  const db = await getDb();
  const file = await getLibraryFile(db, page.id);
  if (!file) notFound();
  // Where the library waits for review, a file with content is a reviewer's to change.
  const frozen = Boolean(file.storageKey) && (await mustSubmitIn(db, staff, 'files'));
  const t = await getTranslations({ locale, namespace: 'StaffFiles' });
  const messages = await getMessages({ locale });
  const address = libraryFileUrl(file.name, file.kind);
  const version = file.updatedAt.toISOString();
  const when = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SD-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Khartoum',
  });
  const title = locale === 'ar' ? file.titleAr : file.titleEn;
  return (
    <DeskRecordPage
      id="library-file-title"
      back={{ href: localePath(locale, '/staff/files'), label: t('back') }}
      heading={title}
      roomy
    >
      <DeskSection id="library-content-title" title={t('content.heading')}>
        <dl className="space-y-1">
          <dt className="font-bold">{t('content.address')}</dt>
          <dd dir="ltr" lang="en" className="text-start" data-library-address="">
            <code>{address}</code>
          </dd>
        </dl>
        {file.storageKey && file.bytes !== null ? (
          <>
            <p>
              {t('content.details', {
                kind: t(`kinds.${file.kind}`),
                size: t('size', { size: Math.max(1, Math.round(file.bytes / 1024)) }),
                when: when.format(file.contentAt ?? file.updatedAt),
              })}
            </p>
            {file.kind === 'picture' ? (
              // eslint-disable-next-line @next/next/no-img-element -- the library's own copy, at its address
              <img
                src={`${address}?v=${file.storageKey.slice(0, 8)}`}
                alt={locale === 'ar' ? file.altAr : file.altEn}
                width={file.width ?? undefined}
                height={file.height ?? undefined}
                className="h-auto max-h-80 w-auto max-w-full rounded-lg"
              />
            ) : null}
            <p>
              <NewTabLink href={address}>{t('content.open')}</NewTabLink>
            </p>
          </>
        ) : (
          <p className="font-bold" data-library-empty="">
            {t('content.none')}
          </p>
        )}
        {frozen ? (
          <p className="font-bold" data-library-frozen="">
            {messages.StaffItemReview.fileFrozen}
          </p>
        ) : (
          <LibraryContentForm
            locale={locale}
            words={messages.StaffFiles}
            file={{ id: file.id, kind: file.kind, version, hasContent: Boolean(file.storageKey) }}
          />
        )}
      </DeskSection>
      {frozen ? null : (
        <DeskSection id="library-words-title" title={t('form.wordsHeading')}>
          <LibraryFileForm
            locale={locale}
            words={messages.StaffFiles}
            file={{
              id: file.id,
              kind: file.kind,
              titleAr: file.titleAr,
              titleEn: file.titleEn,
              altAr: file.altAr,
              altEn: file.altEn,
              version,
            }}
          />
        </DeskSection>
      )}
      {frozen ? null : (
        <RemoveRecord
          locale={locale}
          endpoint={`/api/staff/files/${file.id}`}
          version={version}
          list="/staff/files"
          words={{
            ...messages.StaffFiles.remove,
            failedTitle: messages.StaffFiles.form.failedTitle,
            failedNetwork: messages.StaffFiles.form.failedNetwork,
          }}
        />
      )}
    </DeskRecordPage>
  );
}
