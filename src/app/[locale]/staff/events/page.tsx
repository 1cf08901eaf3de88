import { workspaceDateTime } from '@/lib/format';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/page/info-page';
import type { StaffTableRow } from '@/components/staff/staff-table';
import { intlLocale, localePath } from '@/i18n/routing';
import { collegeToday } from '@/lib/college-events';
import { newsVisibility } from '@/lib/news';
import { getDb } from '@/server/db/client';
import { SEED_AUTHOR } from '@/server/db/seed-news';
import { listEventsForStaff } from '@/server/events/manage-events';
import { requireStaffPage } from '@/server/staff/staff-session';
import { publicationStates } from '@/components/staff/record-publication';
import { DeskPage, DeskTable } from '@/components/staff/desk-page';

/** The events desk: every event, the latest date first, with where each stands. */
export default async function EventsDesk({ params }: PageProps<'/[locale]/staff/events'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/events'), 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffEvents' });
  const rows = await listEventsForStaff(await getDb());
  const date = workspaceDateTime(locale);
  const stateOf = await publicationStates(locale, 'StaffEvents');
  const day = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' });
  const today = collegeToday();

  const tableRows: StaffTableRow[] = rows.map((row) => {
    const visibility = newsVisibility(row);
    const title = (locale === 'ar' ? row.titleAr : row.titleEn) || row.titleAr || row.titleEn;
    return {
      id: row.id,
      marker: row.slug,
      cells: {
        title: {
          text: title || t('untitled'),
          href: localePath(locale, `/staff/events/${row.id}`),
          note: row.slug,
        },
        date: {
          text: `${day.format(new Date(`${row.date}T00:00:00Z`))} ${row.time}`,
          note: row.date < today ? t('past') : undefined,
          nowrap: true,
        },
        status: {
          text: stateOf(visibility, row.publishAt),
        },
        changed: {
          text: date.format(row.updatedAt),
          note: row.updatedBy === SEED_AUTHOR ? t('history.seedAuthor') : (row.updatedBy ?? ''),
        },
      },
    };
  });

  return (
    <DeskPage
      id="events-desk-title"
      title={t('title')}
      intro={t('intro')}
      add={{ href: localePath(locale, '/staff/events/new'), label: t('new') }}
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
