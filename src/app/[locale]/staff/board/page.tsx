import { getTranslations } from 'next-intl/server';
import { openStaffPage } from '@/components/staff/staff-page';
import { PeopleTable } from '@/components/staff/people-table';
import { publicationStates } from '@/components/staff/record-publication';
import { localePath } from '@/i18n/routing';
import { publicationVisibility } from '@/lib/news';
import { listBoardMembers } from '@/server/board/list-board-members';
import { DeskPage } from '@/components/staff/desk-page';
import { getDb } from '@/server/db/client';
import { board } from '@/server/db/schema';
import { reviewStatesOf } from '@/server/publishing/record-desk';

/** The board of trustees in the workspace: every member (drafts too), in the page's order. */
export default async function BoardDesk({ params }: PageProps<'/[locale]/staff/board'>) {
  const { locale } = await openStaffPage(params, '/staff/board', 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffBoard' });
  const review = await getTranslations({ locale, namespace: 'StaffItemReview' });
  const members = await listBoardMembers(undefined, { drafts: true });
  const reviews = await reviewStatesOf(await getDb(), board);
  const now = new Date();
  const stateOf = await publicationStates(locale, 'StaffBoard');
  return (
    <DeskPage
      id="board-desk-title"
      title={t('title')}
      intro={t('intro')}
      add={{ href: localePath(locale, '/staff/board/new'), label: t('add') }}
    >
      <PeopleTable
        caption={t('caption')}
        headers={(['photo', 'name', 'position', 'role', 'state'] as const).map((header) =>
          t(`columns.${header}`),
        )}
        marker="member"
        noPhoto={t('noPhoto')}
        rows={members.map((member) => {
          const visibility = publicationVisibility(member.publishAt, now);
          return {
            id: String(member.id),
            photo: member.imageUrl ?? null,
            name: member.name[locale],
            href: localePath(locale, `/staff/board/${member.id}`),
            facts: [member.position[locale], t(`roles.${member.role}`)],
            visibility,
            state: reviews.has(member.id)
              ? `${stateOf(visibility, member.publishAt)} · ${review(reviews.get(member.id) === 'submitted' ? 'badgeSubmitted' : 'badgeReturned')}`
              : stateOf(visibility, member.publishAt),
          };
        })}
      />
    </DeskPage>
  );
}
