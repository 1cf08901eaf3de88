import { getMessages, getTranslations } from 'next-intl/server';
import { DeskPage, DeskSection, DeskTable, headedColumns } from '@/components/staff/desk-page';
import { LibraryFileForm } from '@/components/staff/library-forms';
import { openStaffPage } from '@/components/staff/staff-page';
import { localePath } from '@/i18n/routing';
import { libraryFileUrl } from '@/lib/library';
import { getDb } from '@/server/db/client';
import { listLibraryFiles } from '@/server/library/library-desk';

/**
 * The college's library of files (editors; issue #46, item 5): every document and picture with
 * its address, size and last change, then the form that adds one (its kind, address, titles,
 * a picture's descriptions, and the file).
 */
export default async function FilesDesk({ params }: PageProps<'/[locale]/staff/files'>) {
  const { locale } = await openStaffPage(params, '/staff/files', 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffFiles' });
  const messages = await getMessages({ locale });
  const files = await listLibraryFiles(await getDb());
  const when = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SD-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'Africa/Khartoum',
  });
  const columns = ['title', 'kind', 'address', 'size', 'updated'] as const;
  return (
    <DeskPage id="files-desk-title" title={t('title')} intro={t('intro')}>
      <DeskTable
        count={t('count', { count: files.length })}
        empty={t('empty')}
        caption={t('caption')}
        columns={headedColumns(columns, (id) => t(`columns.${id}`))}
        rows={files.map((file) => ({
          id: file.id,
          marker: file.name,
          cells: {
            title: {
              text: locale === 'ar' ? file.titleAr : file.titleEn,
              href: localePath(locale, `/staff/files/${file.id}`),
            },
            kind: { text: t(`kinds.${file.kind}`) },
            address: { text: libraryFileUrl(file.name, file.kind), nowrap: true },
            size: {
              text:
                file.bytes === null
                  ? t('noContent')
                  : t('size', { size: Math.max(1, Math.round(file.bytes / 1024)) }),
              nowrap: true,
            },
            updated: { text: when.format(file.updatedAt), nowrap: true },
          },
        }))}
      />
      <DeskSection id="files-new-title" title={t('form.newHeading')}>
        <LibraryFileForm locale={locale} words={messages.StaffFiles} />
      </DeskSection>
    </DeskPage>
  );
}
