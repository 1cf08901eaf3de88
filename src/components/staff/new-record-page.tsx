import { currentDepartments } from '@/server/directory/departments-desk';
import { libraryDocuments, libraryLinks } from '@/server/library/library-links';
import type { ReactNode } from 'react';
import { collegeToday } from '@/lib/college-time';
import { NO_PHOTO_PORTRAIT } from '@/lib/directory-member';
import { BoardMemberForm } from './board-member-form';
import { CircularEditor } from './circular-editor';
import { DirectoryMemberForm } from './directory-member-form';
import { EventEditor } from './event-editor';
import { NewsEditor } from './news-editor';
import { openRecordDesk, RecordDeskPage } from './record-desk-page';
import { blankInBoth, type RecordDesk } from './record-desks';

type Opened = Awaited<ReturnType<typeof openRecordDesk>>;

/** Each desk's form for a new record: empty, but for the defaults a new record starts with. */
const blankForms: Record<RecordDesk, (page: Opened) => ReactNode | Promise<ReactNode>> = {
  news: async ({ locale, messages, fieldErrors }) => (
    <NewsEditor
      library={await libraryLinks(locale)}
      locale={locale}
      itemId={null}
      initial={{
        ...blankInBoth('title', 'excerpt', 'body', 'imageAlt'),
        slug: '',
        date: collegeToday(),
        imageId: null,
      }}
      picture={null}
      drawn={false}
      live={false}
      version={null}
      labels={messages.StaffNews.editor}
      fieldErrors={fieldErrors}
    />
  ),
  events: async ({ locale, messages, fieldErrors }) => (
    <EventEditor
      library={await libraryLinks(locale)}
      locale={locale}
      itemId={null}
      initial={{
        ...blankInBoth('title', 'location', 'description'),
        slug: '',
        date: collegeToday(),
        endDate: '',
        time: '09:00',
        durationMinutes: 120,
      }}
      live={false}
      version={null}
      labels={messages.StaffEvents.editor}
      fieldErrors={fieldErrors}
    />
  ),
  circulars: async ({ locale, messages, fieldErrors }) => (
    <CircularEditor
      library={await libraryLinks(locale)}
      files={await libraryDocuments(locale)}
      kinds={messages.Circulars.kinds}
      audiences={messages.Circulars.audiences}
      locale={locale}
      itemId={null}
      initial={{
        ...blankInBoth('title', 'body'),
        slug: '',
        date: collegeToday(),
        expiresOn: '',
        kind: 'general',
        audiences: ['students'],
        urgent: false,
        fileId: null,
      }}
      live={false}
      version={null}
      labels={messages.StaffCirculars.editor}
      fieldErrors={fieldErrors}
    />
  ),
  board: ({ locale, messages, fieldErrors }) => (
    <BoardMemberForm
      locale={locale}
      memberId={null}
      initial={{ ...blankInBoth('name', 'position', 'bio'), role: 'member', imageId: null }}
      labels={messages.StaffBoard}
      fieldErrors={fieldErrors}
    />
  ),
  directory: ({ locale, messages, fieldErrors }) => {
    return (
      <DirectoryMemberForm
        locale={locale}
        memberId={null}
        initial={{
          ...blankInBoth('name', 'title'),
          department: currentDepartments()[0]!.id,
          email: '',
          phone: '',
          imageId: null,
        }}
        portrait={NO_PHOTO_PORTRAIT}
        departments={currentDepartments().map((department) => [department.id, department[locale]])}
        labels={messages.StaffDirectory}
        fieldErrors={fieldErrors}
      />
    );
  },
};

/**
 * The page of a desk's new record (`/staff/{desk}/new`): its form, empty; saving it creates a
 * draft, published from the record's own page.
 */
export function newRecordPage(desk: RecordDesk) {
  return async function NewRecordPage({ params }: { params: Promise<{ locale: string }> }) {
    const page = await openRecordDesk(desk, params);
    return (
      <RecordDeskPage locale={page.locale} desk={desk} heading="newTitle">
        {await blankForms[desk](page)}
      </RecordDeskPage>
    );
  };
}
