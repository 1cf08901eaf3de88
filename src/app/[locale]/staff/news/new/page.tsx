import { getMessages, getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { DeskRecordPage } from '@/components/staff/desk-page';
import { NewsEditor } from '@/components/staff/news-editor';
import { localePath } from '@/i18n/routing';
import { collegeToday } from '@/lib/college-events';
import { requireStaffPage } from '@/server/staff/staff-session';

/** A new news item: the editor, empty; saving it creates a draft. */
export default async function NewNewsItem({ params }: PageProps<'/[locale]/staff/news/new'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/news/new'), 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffNews' });
  const messages = await getMessages({ locale });
  return (
    <DeskRecordPage
      id="news-editor-title"
      back={{ href: localePath(locale, '/staff/news'), label: t('editor.backToList') }}
      heading={t('editor.newTitle')}
    >
      <NewsEditor
        locale={locale}
        itemId={null}
        initial={{
          slug: '',
          date: collegeToday(),
          titleAr: '',
          titleEn: '',
          excerptAr: '',
          excerptEn: '',
          bodyAr: '',
          bodyEn: '',
          imageId: null,
          imageAltAr: '',
          imageAltEn: '',
        }}
        picture={null}
        drawn={false}
        live={false}
        version={null}
        labels={messages.StaffNews.editor}
        fieldErrors={messages.Staff.fieldErrors}
      />
    </DeskRecordPage>
  );
}
