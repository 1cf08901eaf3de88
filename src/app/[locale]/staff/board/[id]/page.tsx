import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { boardStrings } from '@/components/board/board-section';
import { BoardMemberPreview } from '@/components/board/board-view';
import { pageLocale } from '@/i18n/page-locale';
import { DeskRecordPage } from '@/components/staff/desk-page';
import { BoardMemberForm } from '@/components/staff/board-member-form';
import { LanguagePreviews } from '@/components/staff/language-previews';
import { RecordPublication } from '@/components/staff/record-publication';
import { RemoveRecord } from '@/components/staff/remove-record';
import { RevisionHistory } from '@/components/staff/revision-history';
import { localePath, locales } from '@/i18n/routing';
import { boardPhotoId } from '@/lib/board-member';
import { boardMemberOf } from '@/server/board/list-board-members';
import { getBoardMember } from '@/server/board/board-desk';
import { listRevisions } from '@/server/publishing/record-revisions';
import { getDb } from '@/server/db/client';
import { requireStaffPage } from '@/server/staff/staff-session';

/**
 * One member of the board of trustees: their words, role and photo, their publication (now, at
 * a time, or off the page), how the board's page shows them in each language, their removal,
 * and the history of their saved versions with each one's restore button.
 */
export default async function BoardMemberDesk({ params }: PageProps<'/[locale]/staff/board/[id]'>) {
  const locale = await pageLocale(params);
  const { id } = await params;
  await requireStaffPage(locale, localePath(locale, `/staff/board/${id}`), 'editor');
  const db = await getDb();
  const member = await getBoardMember(db, id);
  if (!member) notFound();
  const revisions = await listRevisions(db, 'board', member.id);
  const t = await getTranslations({ locale, namespace: 'StaffBoard' });
  const messages = await getMessages({ locale });
  const strings = Object.fromEntries(
    await Promise.all(locales.map(async (language) => [language, await boardStrings(language)])),
  );
  return (
    <DeskRecordPage
      id="board-member-title"
      back={{ href: localePath(locale, '/staff/board'), label: t('form.backToList') }}
      heading={t('form.editTitle')}
      details={<p className="text-xl">{locale === 'ar' ? member.nameAr : member.nameEn}</p>}
    >
      <BoardMemberForm
        locale={locale}
        memberId={member.id}
        initial={{
          nameAr: member.nameAr,
          nameEn: member.nameEn,
          positionAr: member.positionAr,
          positionEn: member.positionEn,
          bioAr: member.bioAr ?? '',
          bioEn: member.bioEn ?? '',
          role: member.role,
          imageId: boardPhotoId(member.imageUrl),
        }}
        labels={messages.StaffBoard}
        fieldErrors={messages.Staff.fieldErrors}
      />
      <RecordPublication
        locale={locale}
        namespace="StaffBoard"
        endpoint={`/api/staff/board/${member.id}`}
        record={member}
        view={localePath(locale, '/about/board')}
      />
      <LanguagePreviews marker="board" heading={t('preview.heading')} intro={t('preview.intro')}>
        {(language) => (
          <BoardMemberPreview
            locale={language}
            member={boardMemberOf(member)}
            strings={strings[language]}
          />
        )}
      </LanguagePreviews>
      {revisions.length > 0 ? (
        <RevisionHistory
          locale={locale}
          namespace="StaffBoard"
          endpoint={`/api/staff/board/${member.id}`}
          revisions={revisions}
          marker="board"
          describe={(snapshot) => String(snapshot[locale === 'ar' ? 'nameAr' : 'nameEn'] ?? '')}
        />
      ) : null}
      <RemoveRecord
        locale={locale}
        endpoint={`/api/staff/board/${member.id}`}
        version={member.updatedAt.toISOString()}
        list="/staff/board"
        words={messages.StaffBoard.form}
      />
    </DeskRecordPage>
  );
}
