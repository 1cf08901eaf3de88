import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/page/info-page';
import { Link } from '@/components/ui/link';
import { primaryButton } from '@/components/ui/styles';
import { localePath } from '@/i18n/routing';
import { listBoardMembers } from '@/server/board/list-board-members';
import { requireStaffPage } from '@/server/staff/staff-session';

/** The board of trustees in the workspace: every member, in the page's order, each editable. */
export default async function BoardDesk({ params }: PageProps<'/[locale]/staff/board'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/board'), 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffBoard' });
  const members = await listBoardMembers();
  return (
    <section aria-labelledby="board-desk-title" className="space-y-6">
      <h1 id="board-desk-title" className="text-3xl font-bold text-brand-900 dark:text-white">
        {t('title')}
      </h1>
      <p className="max-w-3xl">{t('intro')}</p>
      <p>
        <Link href={localePath(locale, '/staff/board/new')} className={primaryButton}>
          {t('add')}
        </Link>
      </p>
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
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
