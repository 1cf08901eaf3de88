import { getMessages, getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { DeskRecordPage } from '@/components/staff/desk-page';
import { EventEditor } from '@/components/staff/event-editor';
import { localePath } from '@/i18n/routing';
import { collegeToday } from '@/lib/college-events';
import { requireStaffPage } from '@/server/staff/staff-session';

/** A new event: the editor, empty; saving it creates a draft. */
export default async function NewEvent({ params }: PageProps<'/[locale]/staff/events/new'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/events/new'), 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffEvents' });
  const messages = await getMessages({ locale });
  return (
    <DeskRecordPage
      id="event-editor-title"
      back={{ href: localePath(locale, '/staff/events'), label: t('editor.backToList') }}
      heading={t('editor.newTitle')}
    >
      <EventEditor
        locale={locale}
        itemId={null}
        initial={{
          slug: '',
          date: collegeToday(),
          endDate: '',
          time: '09:00',
          durationMinutes: 120,
          titleAr: '',
          titleEn: '',
          locationAr: '',
          locationEn: '',
          descriptionAr: '',
          descriptionEn: '',
        }}
        live={false}
        version={null}
        labels={messages.StaffEvents.editor}
        fieldErrors={messages.Staff.fieldErrors}
      />
    </DeskRecordPage>
  );
}
