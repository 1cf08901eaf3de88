import { BoardMemberForm } from '@/components/staff/board-member-form';
import { openRecordDesk, RecordDeskPage } from '@/components/staff/record-desk-page';

/** A new member of the board of trustees. */
export default async function NewBoardMember({ params }: PageProps<'/[locale]/staff/board/new'>) {
  const { locale, messages, fieldErrors } = await openRecordDesk('board', params);
  return (
    <RecordDeskPage locale={locale} desk="board" heading="newTitle">
      <BoardMemberForm
        locale={locale}
        memberId={null}
        initial={{
          nameAr: '',
          nameEn: '',
          positionAr: '',
          positionEn: '',
          bioAr: '',
          bioEn: '',
          role: 'member',
          imageId: null,
        }}
        labels={messages.StaffBoard}
        fieldErrors={fieldErrors}
      />
    </RecordDeskPage>
  );
}
