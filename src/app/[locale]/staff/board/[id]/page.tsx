import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { boardStrings } from '@/components/board/board-section';
import { BoardMemberPreview } from '@/components/board/board-view';
import { BoardMemberForm } from '@/components/staff/board-member-form';
import { LanguagePreviews } from '@/components/staff/language-previews';
import { openRecordDesk, PersonDeskPage } from '@/components/staff/record-desk-page';
import { localePath, locales } from '@/i18n/routing';
import { boardMemberOf } from '@/server/board/list-board-members';
import { boardInputOf, getBoardMember } from '@/server/board/board-desk';
import { listRevisions } from '@/server/publishing/record-revisions';
import { getDb } from '@/server/db/client';

/**
 * One member of the board of trustees: their words, role and photo, their publication (now, at
 * a time, or off the page), how the board's page shows them in each language, their removal,
 * and the history of their saved versions with each one's restore button.
 */
export default async function BoardMemberDesk({ params }: PageProps<'/[locale]/staff/board/[id]'>) {
  const {
    locale,
    staff,
    params: page,
    messages,
    fieldErrors,
  } = await openRecordDesk('board', params);
  const db = await getDb();
  const member = await getBoardMember(db, page.id);
  if (!member) notFound();
  const revisions = await listRevisions(db, 'board', member.id);
  const t = await getTranslations({ locale, namespace: 'StaffBoard' });
  const strings = Object.fromEntries(
    await Promise.all(locales.map(async (language) => [language, await boardStrings(language)])),
  );
  return (
    <PersonDeskPage
      locale={locale}
      desk="board"
      staff={staff}
      person={member}
      revisions={revisions}
      describe={(snapshot) => String(snapshot[locale === 'ar' ? 'nameAr' : 'nameEn'] ?? '')}
      view={localePath(locale, '/about/board')}
      form={
        <BoardMemberForm
          locale={locale}
          memberId={member.id}
          initial={boardInputOf(member)}
          labels={messages.StaffBoard}
          fieldErrors={fieldErrors}
        />
      }
      previews={
        <LanguagePreviews marker="board" heading={t('preview.heading')} intro={t('preview.intro')}>
          {(language) => (
            <BoardMemberPreview
              locale={language}
              member={boardMemberOf(member)}
              strings={strings[language]}
            />
          )}
        </LanguagePreviews>
      }
    />
  );
}
