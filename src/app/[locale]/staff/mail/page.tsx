import { workspaceDateTime } from '@/lib/format';
import { getMessages, getTranslations } from 'next-intl/server';
import { openListDesk } from '@/components/staff/staff-page';
import { ChoiceFilter, filtersInUse, ListFilters } from '@/components/staff/list-filters';
import { ListPager } from '@/components/staff/list-pager';
import type { StaffTableRow } from '@/components/staff/staff-table';
import { localePath } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { MAX_ATTEMPTS } from '@/server/mail/deliver-mail';
import { failedMailCount, listMail, mailKinds } from '@/server/mail/list-mail';
import { mailboxSearch, mailStatuses, parseMailboxQuery } from '@/server/mail/mailbox-query';
import { DeskPage, DeskTable, headedColumns } from '@/components/staff/desk-page';

/**
 * The mail outbox, for administrators: every message the site recorded, filtered by status and
 * kind, paged; failed messages first.
 */
export default async function Mailbox({ params, searchParams }: PageProps<'/[locale]/staff/mail'>) {
  const { locale, query, base, link } = await openListDesk(params, searchParams, {
    route: '/staff/mail',
    role: 'administrator',
    parse: parseMailboxQuery,
    search: mailboxSearch,
  });
  const t = await getTranslations({ locale, namespace: 'StaffMailbox' });
  const kindNames: Record<string, string> = (await getMessages({ locale })).StaffMailbox.kinds;
  const kindName = (kind: string) => kindNames[kind] ?? kind;
  const db = await getDb();
  const [{ rows, total, pages }, kinds, failed] = await Promise.all([
    listMail(db, query),
    mailKinds(db),
    failedMailCount(db),
  ]);
  const date = workspaceDateTime(locale);

  const tableRows: StaffTableRow[] = rows.map((row) => ({
    id: row.id,
    marker: row.id,
    cells: {
      subject: { text: row.subject, href: localePath(locale, `/staff/mail/${row.id}`) },
      recipient: { text: row.toAddress },
      kind: { text: kindName(row.kind) },
      status: { text: t(`statuses.${row.status}`) },
      attempts: { text: String(row.attempts) },
      recorded: { text: date.format(row.createdAt) },
      sentAt: { text: row.sentAt ? date.format(row.sentAt) : '—' },
    },
  }));
  return (
    <DeskPage id="mail-title" title={t('title')} intro={t('intro', { attempts: MAX_ATTEMPTS })}>
      <p className="font-bold" data-failed-count={failed}>
        {t('failedCount', { failed })}
      </p>
      <ListFilters
        fold={{ open: filtersInUse(query) }}
        action={base}
        label={t('filters')}
        locale={locale}
        className="sm:grid-cols-2"
        buttonsClassName="sm:col-span-2"
      >
        <ChoiceFilter
          id="mail-status"
          name="status"
          label={t('status')}
          any={t('anyStatus')}
          value={query.status}
          options={mailStatuses.map((status) => [status, t(`statuses.${status}`)] as const)}
        />
        <ChoiceFilter
          id="mail-kind"
          name="kind"
          label={t('kind')}
          any={t('anyKind')}
          value={query.kind}
          // The kind asked for stays offered even when no message of it is left.
          options={[...new Set([...kinds, ...(query.kind ? [query.kind] : [])])].map(
            (kind) => [kind, kindName(kind)] as const,
          )}
        />
      </ListFilters>

      <DeskTable
        count={t('count', { total })}
        empty={t('empty')}
        caption={t('caption')}
        columns={headedColumns(
          ['subject', 'recipient', 'kind', 'status', 'attempts', 'recorded', 'sentAt'],
          (id) => t(id),
        )}
        rows={tableRows}
      />
      <ListPager locale={locale} page={query.page} pages={pages} href={(page) => link({ page })} />
    </DeskPage>
  );
}
