import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/page/info-page';
import { Link } from '@/components/ui/link';
import { publicationStates } from '@/components/staff/record-publication';
import { localePath } from '@/i18n/routing';
import { publicationVisibility } from '@/lib/news';
import { listBoardMembers } from '@/server/board/list-board-members';
import { requireStaffPage } from '@/server/staff/staff-session';
import { DeskPage } from '@/components/staff/desk-page';

/** The board of trustees in the workspace: every member (drafts too), in the page's order. */
export default async function BoardDesk({ params }: PageProps<'/[locale]/staff/board'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/board'), 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffBoard' });
  const members = await listBoardMembers(undefined, { drafts: true });
  const now = new Date();
  const stateOf = await publicationStates(locale, 'StaffBoard');
  return (
    <DeskPage
      id="board-desk-title"
      title={t('title')}
      intro={t('intro')}
      add={{ href: localePath(locale, '/staff/board/new'), label: t('add') }}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-start">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              <th scope="col" className="p-2 text-start">
                {t('columns.photo')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('columns.name')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('columns.position')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('columns.role')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('columns.state')}
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr
                key={member.id}
                className="border-b border-slate-200 dark:border-slate-700"
                data-member={member.id}
              >
                <td className="p-2">
                  {member.imageUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a stored, resized copy
                    <img
                      src={member.imageUrl}
                      alt=""
                      className="size-12 rounded-full object-cover"
                    />
                  ) : (
                    <span className="text-sm">{t('noPhoto')}</span>
                  )}
                </td>
                <td className="p-2">
                  <Link
                    href={localePath(locale, `/staff/board/${member.id}`)}
                    className="font-bold underline"
                  >
                    {member.name[locale]}
                  </Link>
                </td>
                <td className="p-2">{member.position[locale]}</td>
                <td className="p-2">{t(`roles.${member.role}`)}</td>
                <td className="p-2" data-state={publicationVisibility(member.publishAt, now)}>
                  {stateOf(publicationVisibility(member.publishAt, now), member.publishAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DeskPage>
  );
}
