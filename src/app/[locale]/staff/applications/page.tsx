import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/page/info-page';
import {
  ApplicationsTable,
  type InboxTableRow,
  type SortableColumn,
} from '@/components/staff/applications-table';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Link } from '@/components/ui/link';
import { primaryButton, secondaryButton, textInput } from '@/components/ui/styles';
import { intlLocale, localePath } from '@/i18n/routing';
import { programmeIds } from '@/lib/application-form';
import { programmeNames } from '@/lib/programme-names';
import { reviewStatuses } from '@/lib/review-status';
import { getDb } from '@/server/db/client';
import {
  inboxSearch,
  parseInboxQuery,
  sortColumns,
  type InboxQuery,
} from '@/server/staff/applications/inbox-query';
import { listApplications } from '@/server/staff/applications/list-applications';
import { requireStaffPage } from '@/server/staff/staff-session';

/** The admissions office's inbox: complete applications, filtered, searched, sorted and paged. */
export default async function ApplicationsInbox({
  params,
  searchParams,
}: PageProps<'/[locale]/staff/applications'>) {
  const locale = await pageLocale(params);
  const query = parseInboxQuery(await searchParams);
  const base = localePath(locale, '/staff/applications');
  await requireStaffPage(locale, `${base}${inboxSearch(query)}`, 'admissions');
  const t = await getTranslations({ locale, namespace: 'Staff.inbox' });
  const statusName = await getTranslations({ locale, namespace: 'ApplicationStatus.statuses' });
  const programmes = programmeNames(locale) as Record<string, string>;
  const { rows, total, pages } = await listApplications(await getDb(), query);
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Khartoum',
  });

  const tableRows: InboxTableRow[] = rows.map((row) => ({
    id: row.id,
    href: localePath(locale, `/staff/applications/${row.id}`),
    reference: row.reference,
    applicantName: row.applicantName,
    applicantEmail: row.applicantEmail,
    programme: row.programme ? (programmes[row.programme] ?? row.programme) : t('documentsOnly'),
    status: statusName(`${row.reviewStatus}.label`),
    language: t(`languages.${row.locale}`),
    completedAt: date.format(row.completedAt),
  }));
  const statusOptions = reviewStatuses.map((status) => [status, statusName(`${status}.label`)]);
  const programmeOptions = programmeIds.map((id) => [id, programmes[id] ?? id]);
  /** A filter chosen from a list, "any" first. */
  const choice = (
    name: 'status' | 'programme',
    label: string,
    any: string,
    value: string | undefined,
    options: string[][],
  ) => (
    <FormField id={`inbox-${name}`} label={label}>
      <select id={`inbox-${name}`} name={name} defaultValue={value ?? ''} className={textInput}>
        <option value="">{any}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  );
  const link = (change: Partial<InboxQuery>) => `${base}${inboxSearch({ ...query, ...change })}`;
  const sortHrefs = Object.fromEntries(
    sortColumns.map((column) => [
      column,
      link({
        sort: column,
        dir: query.sort === column && query.dir === 'asc' ? 'desc' : 'asc',
        page: 1,
      }),
    ]),
  ) as Record<SortableColumn, string>;
  const exportSearch = new URLSearchParams(inboxSearch({ ...query, page: 1 }).slice(1));
  exportSearch.set('lang', locale);
  const exportHref = `/api/staff/applications/export?${exportSearch}`;

  return (
    <section aria-labelledby="inbox-title" className="space-y-6">
      <h1 id="inbox-title" className="text-3xl font-bold text-brand-900 dark:text-white">
        {t('title')}
      </h1>
      <form
        method="get"
        action={base}
        role="search"
        aria-label={t('filters')}
        className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5 dark:border-slate-700"
      >
        <FormField
          id="inbox-q"
          label={t('search')}
          hint={t('searchHint')}
          className="lg:col-span-2"
        >
          <input
            {...fieldAria('inbox-q', { hint: true })}
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className={textInput}
          />
        </FormField>
        {choice('status', t('status'), t('anyStatus'), query.status, statusOptions)}
        {choice('programme', t('programme'), t('anyProgramme'), query.programme, programmeOptions)}
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="font-bold">{t('dates')}</legend>
          {(['from', 'to'] as const).map((bound) => (
            <FormField key={bound} id={`inbox-${bound}`} label={t(bound)} labelClassName="text-sm">
              <input
                id={`inbox-${bound}`}
                name={bound}
                type="date"
                defaultValue={query[bound]}
                className={textInput}
              />
            </FormField>
          ))}
        </fieldset>
        {query.sort !== 'completedAt' ? (
          <input type="hidden" name="sort" value={query.sort} />
        ) : null}
        {query.dir !== 'desc' ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-5">
          <button type="submit" className={primaryButton}>
            {t('apply')}
          </button>
          <Link href={base} className={secondaryButton}>
            {t('clear')}
          </Link>
          <a href={exportHref} className={`${secondaryButton} ms-auto`} download>
            {t('export')}
          </a>
        </div>
      </form>

      <p role="status" className="font-bold">
        {t('count', { total })}
      </p>
      {rows.length > 0 ? (
        <ApplicationsTable
          rows={tableRows}
          caption={t('caption')}
          headings={{
            reference: t('reference'),
            applicant: t('applicant'),
            programme: t('programme'),
            status: t('status'),
            language: t('language'),
            completedAt: t('completedAt'),
          }}
          sortHrefs={sortHrefs}
          sorted={{ column: query.sort, dir: query.dir }}
        />
      ) : (
        <p>{t('empty')}</p>
      )}
      {pages > 1 ? (
        <nav aria-label={t('pages')} className="flex flex-wrap items-center gap-4">
          {query.page > 1 ? (
            <Link href={link({ page: query.page - 1 })} className="font-bold underline">
              {t('previous')}
            </Link>
          ) : null}
          <span>{t('pageOf', { page: query.page, pages })}</span>
          {query.page < pages ? (
            <Link href={link({ page: query.page + 1 })} className="font-bold underline">
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
