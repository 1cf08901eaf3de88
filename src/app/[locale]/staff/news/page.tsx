import { workspaceDateTime } from '@/lib/format';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/page/info-page';
import type { StaffTableRow } from '@/components/staff/staff-table';
import { intlLocale, localePath } from '@/i18n/routing';
import { newsVisibility } from '@/lib/news';
import { getDb } from '@/server/db/client';
import { listNewsForStaff } from '@/server/news/manage-news';
import { requireStaffPage } from '@/server/staff/staff-session';
import { publicationStates } from '@/components/staff/record-publication';
import { DeskPage, DeskTable } from '@/components/staff/desk-page';

/** The news desk: every news item, the latest change first, with where each stands. */
export default async function NewsDesk({ params }: PageProps<'/[locale]/staff/news'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/news'), 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffNews' });
  const rows = await listNewsForStaff(await getDb());
  const date = workspaceDateTime(locale);
  const stateOf = await publicationStates(locale, 'StaffNews');
  const day = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' });

  const tableRows: StaffTableRow[] = rows.map((row) => {
    const visibility = newsVisibility(row);
    const title = (locale === 'ar' ? row.titleAr : row.titleEn) || row.titleAr || row.titleEn;
    return {
      id: row.id,
      marker: row.slug,
      cells: {
        title: {
          text: title || t('untitled'),
          href: localePath(locale, `/staff/news/${row.id}`),
          note: `/news/${row.slug}`,
        },
        date: { text: day.format(new Date(`${row.date}T00:00:00Z`)), nowrap: true },
        status: {
          text: stateOf(visibility, row.publishAt),
        },
        changed: {
          text: date.format(row.updatedAt),
          note: row.updatedBy === 'seed' ? t('history.seedAuthor') : (row.updatedBy ?? ''),
        },
      },
    };
  });

  return (
    <DeskPage
      id="news-desk-title"
      title={t('title')}
      intro={t('intro')}
      add={{ href: localePath(locale, '/staff/news/new'), label: t('new') }}
    >
      <DeskTable
        count={t('count', { total: rows.length })}
        empty={t('empty')}
        caption={t('caption')}
        columns={[
          { id: 'title', header: t('columns.title') },
          { id: 'date', header: t('columns.date') },
          { id: 'status', header: t('columns.status') },
          { id: 'changed', header: t('columns.changed') },
        ]}
        rows={tableRows}
      />
    </DeskPage>
  );
}
