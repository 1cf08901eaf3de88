import { workspaceDateTime } from '@/lib/format';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { openListDesk } from '@/components/staff/staff-page';
import {
  ChoiceFilter,
  filtersInUse,
  ListFilters,
  SearchFilter,
} from '@/components/staff/list-filters';
import { ListPager } from '@/components/staff/list-pager';
import type { StaffTableRow } from '@/components/staff/staff-table';
import { localePath } from '@/i18n/routing';
import { supportKinds, supportStatuses } from '@/lib/support-desk';
import { getDb } from '@/server/db/client';
import { listSupportAgents } from '@/server/support/assign-support-request';
import { listSupportRequests } from '@/server/support/list-support-requests';
import { parseSupportQuery, supportSearch } from '@/server/support/support-query';
import { DeskPage, DeskTable, headedColumns } from '@/components/staff/desk-page';

/**
 * The support desk: the support requests and the contact page's messages, filtered by status,
 * kind and agent (mine, not assigned, or one), searched and paged, newest first.
 */
export default async function SupportDesk({
  params,
  searchParams,
}: PageProps<'/[locale]/staff/support'>) {
  const { locale, staff, query, base, link } = await openListDesk(params, searchParams, {
    route: '/staff/support',
    role: 'support',
    parse: parseSupportQuery,
    search: supportSearch,
  });
  const t = await getTranslations({ locale, namespace: 'StaffSupport' });
  const issueTypes = await getTranslations({ locale, namespace: 'Support.issueTypes' });
  const db = await getDb();
  const [{ rows, total, pages }, agents] = await Promise.all([
    listSupportRequests(db, query, { me: staff.id }),
    listSupportAgents(db),
  ]);
  const agentNames = Object.fromEntries(agents.map((agent) => [agent.id, agent.name]));
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
      // A contact page's message says its subject where a support request says its issue.
      issueType:
        row.kind === 'contact'
          ? { text: t('kinds.contact'), note: row.subject ?? '' }
          : { text: issueTypes(row.issueType) },
      agent: { text: row.assignedTo ? (agentNames[row.assignedTo] ?? '') : '' },
      status: { text: t(`statuses.${row.status}`) },
      replies: { text: String(row.replies) },
      language: { text: t(`languages.${row.locale}`) },
      received: { text: date.format(row.createdAt) },
    },
  }));

  return (
    <DeskPage
      id="support-title"
      title={t('title')}
      intro={
        <div className="max-w-3xl space-y-2">
          <p>{t('intro')}</p>
          <p>
            <Link
              href={localePath(locale, '/staff/support/answers')}
              className="font-bold text-brand-700 underline dark:text-brand-300"
            >
              {t('answersLink')}
            </Link>
          </p>
        </div>
      }
    >
      <ListFilters
        fold={{ open: filtersInUse(query) }}
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
        <ChoiceFilter
          id="support-kind"
          name="kind"
          label={t('kind')}
          any={t('anyKind')}
          value={query.kind}
          options={supportKinds.map((kind) => [kind, t(`kinds.${kind}`)] as const)}
        />
        <ChoiceFilter
          id="support-agent"
          name="agent"
          label={t('agent')}
          any={t('anyAgent')}
          value={query.agent}
          options={[
            ['mine', t('mine')],
            ['none', t('nobody')],
            ...agents.map((agent) => [agent.id, agent.name] as const),
          ]}
        />
      </ListFilters>

      <DeskTable
        count={t('count', { total })}
        empty={t('empty')}
        caption={t('caption')}
        columns={headedColumns(
          [
            'reference',
            'requester',
            'issueType',
            'status',
            'replies',
            'agent',
            'language',
            'received',
          ],
          (id) => t(id),
        )}
        rows={tableRows}
      />
      <ListPager locale={locale} page={query.page} pages={pages} href={(page) => link({ page })} />
    </DeskPage>
  );
}
