import { EventEditor } from '@/components/staff/event-editor';
import { openRecordDesk, RecordDeskPage } from '@/components/staff/record-desk-page';
import { collegeToday } from '@/lib/college-events';

/** A new event: the editor, empty; saving it creates a draft. */
export default async function NewEvent({ params }: PageProps<'/[locale]/staff/events/new'>) {
  const { locale, messages, fieldErrors } = await openRecordDesk('events', params);
  return (
    <RecordDeskPage locale={locale} desk="events" heading="newTitle">
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
        fieldErrors={fieldErrors}
      />
    </RecordDeskPage>
  );
}
