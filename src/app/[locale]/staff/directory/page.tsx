import { getTranslations } from 'next-intl/server';
import { getStaffDirectory } from '@content/calendar';
import { pageLocale } from '@/components/page/info-page';
import { Link } from '@/components/ui/link';
import { publicationStates } from '@/components/staff/record-publication';
import { localePath } from '@/i18n/routing';
import { publicationVisibility } from '@/lib/news';
import { getDb } from '@/server/db/client';
import { listDirectoryForStaff } from '@/server/directory/manage-directory';
import { directoryImage } from '@/server/directory/published-directory';
import { requireStaffPage } from '@/server/staff/staff-session';
import { DeskPage, DeskCount } from '@/components/staff/desk-page';

/** The staff directory in the workspace: every record, in the page's order, each editable. */
export default async function DirectoryDesk({ params }: PageProps<'/[locale]/staff/directory'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/directory'), 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffDirectory' });
  const rows = await listDirectoryForStaff(await getDb());
  const now = new Date();
  const stateOf = await publicationStates(locale, 'StaffDirectory');
  const departments = getStaffDirectory(locale).departments;
  const headers = ['photo', 'name', 'title', 'department', 'state'] as const;
  return (
    <DeskPage
      id="directory-desk-title"
      title={t('title')}
      intro={t('intro')}
      add={{ href: localePath(locale, '/staff/directory/new'), label: t('add') }}
    >
      <DeskCount>{t('count', { total: rows.length })}</DeskCount>
      <div className="overflow-x-auto">
        <table className="w-full text-start">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              {headers.map((header) => (
                <th key={header} scope="col" className="p-2 text-start">
                  {t(`columns.${header}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className="border-b border-slate-200 dark:border-slate-700"
                data-person={row.id}
              >
                <td className="p-2">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a stored, resized copy or a drawn portrait */}
                  <img
                    src={directoryImage(row)}
                    alt=""
                    className="size-12 rounded-full object-cover"
                  />
                </td>
                <td className="p-2">
                  <Link
                    href={localePath(locale, `/staff/directory/${row.id}`)}
                    className="font-bold underline"
                  >
                    {locale === 'ar' ? row.nameAr : row.nameEn}
                  </Link>
                </td>
                <td className="p-2">{locale === 'ar' ? row.titleAr : row.titleEn}</td>
                <td className="p-2">{departments[row.department]}</td>
                <td className="p-2" data-state={publicationVisibility(row.publishAt, now)}>
                  {stateOf(publicationVisibility(row.publishAt, now), row.publishAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DeskPage>
  );
}
