import { getMessages, getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/page/info-page';
import { BoardMemberForm } from '@/components/staff/board-member-form';
import { Link } from '@/components/ui/link';
import { localePath } from '@/i18n/routing';
import { requireStaffPage } from '@/server/staff/staff-session';

/** A new member of the board of trustees. */
export default async function NewBoardMember({ params }: PageProps<'/[locale]/staff/board/new'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/board/new'), 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffBoard' });
  const messages = await getMessages({ locale });
  return (
    <article aria-labelledby="board-member-title" className="space-y-8">
      <p>
        <Link href={localePath(locale, '/staff/board')} className="underline">
          {t('form.backToList')}
        </Link>
      </p>
      <h1 id="board-member-title" className="text-3xl font-bold text-brand-900 dark:text-white">
        {t('form.newTitle')}
      </h1>
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
    </article>
  );
}
