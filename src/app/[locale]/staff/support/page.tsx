import { workspaceDateTime } from '@/lib/format';
import { getTranslations } from 'next-intl/server';
import { openListDesk } from '@/components/staff/staff-page';
import { ChoiceFilter, ListFilters, SearchFilter } from '@/components/staff/list-filters';
import { ListPager } from '@/components/staff/list-pager';
import type { StaffTableRow } from '@/components/staff/staff-table';
import { localePath } from '@/i18n/routing';
import { supportStatuses } from '@/lib/support-desk';
import { getDb } from '@/server/db/client';
import { listSupportRequests } from '@/server/support/list-support-requests';
import { parseSupportQuery, supportSearch } from '@/server/support/support-query';
import { DeskPage, DeskTable, headedColumns } from '@/components/staff/desk-page';

/** The support desk: the support requests, filtered by status, searched and paged, newest first. */
export default async function SupportDesk({
  params,
  searchParams,
}: PageProps<'/[locale]/staff/support'>) {
  const { locale, query, base, link } = await openListDesk(params, searchParams, {
    route: '/staff/support',
    role: 'support',
    parse: parseSupportQuery,
    search: supportSearch,
  });
  const t = await getTranslations({ locale, namespace: 'StaffSupport' });
  const issueTypes = await getTranslations({ locale, namespace: 'Support.issueTypes' });
  const { rows, total, pages } = await listSupportRequests(await getDb(), query);
  const date = workspaceDateTime(locale);

  const tableRows: StaffTableRow[] = rows.map((row) => ({
    id: row.id,
    marker: row.reference,
    cells: {
      reference: {
        text: row.reference,
        href: localePath(locale, `/staff/support/${row.id}`),
        nowrap: true,
      },
      requester: { text: row.fullName, note: row.email },
      issueType: { text: issueTypes(row.issueType) },
      status: { text: t(`statuses.${row.status}`) },
      replies: { text: String(row.replies) },
      language: { text: t(`languages.${row.locale}`) },
      received: { text: date.format(row.createdAt) },
    },
  }));

  return (
    <DeskPage id="support-title" title={t('title')} intro={t('intro')}>
      <ListFilters
        action={base}
        label={t('filters')}
        locale={locale}
        className="sm:grid-cols-3"
        buttonsClassName="sm:col-span-3"
      >
        <SearchFilter
          id="support-q"
          label={t('search')}
          hint={t('searchHint')}
          value={query.q}
          className="sm:col-span-2"
        />
        <ChoiceFilter
          id="support-status"
          name="status"
          label={t('status')}
          any={t('anyStatus')}
          value={query.status}
          options={supportStatuses.map((status) => [status, t(`statuses.${status}`)] as const)}
        />
      </ListFilters>

      <DeskTable
        count={t('count', { total })}
        empty={t('empty')}
        caption={t('caption')}
        columns={headedColumns(
          ['reference', 'requester', 'issueType', 'status', 'replies', 'language', 'received'],
          (id) => t(id),
        )}
        rows={tableRows}
      />
      <ListPager locale={locale} page={query.page} pages={pages} href={(page) => link({ page })} />
    </DeskPage>
  );
}
