import { getMessages, getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { DeskRecordPage } from '@/components/staff/desk-page';
import { BoardMemberForm } from '@/components/staff/board-member-form';
import { localePath } from '@/i18n/routing';
import { requireStaffPage } from '@/server/staff/staff-session';

/** A new member of the board of trustees. */
export default async function NewBoardMember({ params }: PageProps<'/[locale]/staff/board/new'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/board/new'), 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffBoard' });
  const messages = await getMessages({ locale });
  return (
    <DeskRecordPage
      id="board-member-title"
      back={{ href: localePath(locale, '/staff/board'), label: t('form.backToList') }}
      heading={t('form.newTitle')}
    >
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
        fieldErrors={messages.Staff.fieldErrors}
      />
    </DeskRecordPage>
  );
}
