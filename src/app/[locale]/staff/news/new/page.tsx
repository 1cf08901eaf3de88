import { NewsEditor } from '@/components/staff/news-editor';
import { openRecordDesk, RecordDeskPage } from '@/components/staff/record-desk-page';
import { collegeToday } from '@/lib/college-events';

/** A new news item: the editor, empty; saving it creates a draft. */
export default async function NewNewsItem({ params }: PageProps<'/[locale]/staff/news/new'>) {
  const { locale, messages, fieldErrors } = await openRecordDesk('news', params);
  return (
    <RecordDeskPage locale={locale} desk="news" heading="newTitle">
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
        fieldErrors={fieldErrors}
      />
    </RecordDeskPage>
  );
}
