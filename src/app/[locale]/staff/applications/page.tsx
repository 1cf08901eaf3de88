import { feeStatuses } from '@/lib/application-fee';
import { workspaceDateTime } from '@/lib/format';
import { getMessages, getTranslations } from 'next-intl/server';
import { openListDesk } from '@/components/staff/staff-page';
import {
  ApplicationsTable,
  type InboxTableRow,
  type SortableColumn,
} from '@/components/staff/applications-table';
import { FormField } from '@/components/ui/form-field';
import {
  ChoiceFilter,
  filtersInUse,
  ListFilters,
  SearchFilter,
} from '@/components/staff/list-filters';
import { ListPager } from '@/components/staff/list-pager';
import { secondaryButton, textInput } from '@/components/ui/styles';
import { localePath } from '@/i18n/routing';
import {
  admissionTracks,
  certificateStreams,
  certificateTypes,
  gradeText,
  programmeIds,
} from '@/lib/application-form';
import { programmeNames } from '@content/programme-names';
import { reviewStatuses, settableStatuses } from '@/lib/review-status';
import { getDb } from '@/server/db/client';
import {
  inboxSearch,
  PAGE_SIZE,
  pageSizes,
  parseInboxQuery,
  sortColumns,
} from '@/server/applications/inbox-query';
import {
  countChoices,
  nationalityChoices,
  listApplications,
  listIntakes,
} from '@/server/applications/list-applications';
import { listAdmissionsOfficers } from '@/server/applications/assign-application';
import { DeskCount, DeskPage } from '@/components/staff/desk-page';
import { BULK_FORM_ID } from '@/components/staff/bulk-form-id';
import { BulkStatusForm } from '@/components/staff/review-forms';

/** The admissions office's inbox: complete applications, filtered, searched, sorted and paged. */
export default async function ApplicationsInbox({
  params,
  searchParams,
}: PageProps<'/[locale]/staff/applications'>) {
  const { locale, staff, query, base, link } = await openListDesk(params, searchParams, {
    route: '/staff/applications',
    role: 'admissions',
    parse: parseInboxQuery,
    search: inboxSearch,
  });
  const t = await getTranslations({ locale, namespace: 'Staff.inbox' });
  const statusName = await getTranslations({ locale, namespace: 'ApplicationStatus.statuses' });
  const review = await getTranslations({ locale, namespace: 'Staff.review' });
  const programmes = programmeNames(locale) as Record<string, string>;
  const form = await getTranslations({ locale, namespace: 'ApplicationForm' });
  const messages = await getMessages({ locale });
  const db = await getDb();
  const { rows, total, pages } = await listApplications(db, query, { me: staff.id });
  const intakes = await listIntakes(db);
  const officers = await listAdmissionsOfficers(db);
  const nationalities = await nationalityChoices(db, query, staff.id);
  const facets = [
    'status',
    'programme',
    'track',
    'intake',
    'certificate',
    'stream',
    'officer',
    'fee',
    'updated',
    'documents',
  ] as const;
  // Each filter's choices with the number each would list (the other filters as they are).
  const counts = Object.fromEntries(
    await Promise.all(
      facets.map(async (facet) => [facet, await countChoices(db, query, facet, staff.id)] as const),
    ),
  ) as Record<(typeof facets)[number], Record<string, number>>;
  /** A choice with the number it would list: "Received (12)". */
  const counted = (counts: Record<string, number> | undefined, choice: string, name: string) =>
    t('choiceCount', { name, count: counts?.[choice] ?? 0 });
  const officerNames = Object.fromEntries(officers.map((officer) => [officer.id, officer.name]));
  const date = workspaceDateTime(locale);

  const tableRows: InboxTableRow[] = rows.map((row) => ({
    id: row.id,
    href: localePath(locale, `/staff/applications/${row.id}`),
    reference: row.reference,
    applicantName: row.applicantName,
    applicantEmail: row.applicantEmail,
    programme: row.programme ? (programmes[row.programme] ?? row.programme) : t('documentsOnly'),
    grade: row.grade ? gradeText(row.grade, row.scale) : '—',
    status: statusName(`${row.reviewStatus}.label`),
    officer: row.assignedTo ? (officerNames[row.assignedTo] ?? null) : null,
    updated: row.updatedByApplicant ? review('applicantUpdated') : null,
    fee: review(`feeStatuses.${row.feeStatus}`),
    language: t(`languages.${row.locale}`),
    completedAt: date.format(row.completedAt),
  }));
  const statusOptions = reviewStatuses.map(
    (status) => [status, counted(counts.status, status, statusName(`${status}.label`))] as const,
  );
  const programmeOptions = programmeIds.map(
    (id) => [id, counted(counts.programme, id, programmes[id] ?? id)] as const,
  );
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
  exportSearch.set('format', 'xlsx');
  const exportXlsxHref = `/api/staff/applications/export?${exportSearch}`;

  return (
    <DeskPage
      id="inbox-title"
      title={t('title')}
      intro={
        <p>
          <a
            href={localePath(locale, '/staff/applications/templates')}
            className="font-bold underline"
          >
            {t('templatesLink')}
          </a>
        </p>
      }
    >
      <ListFilters
        fold={{ open: filtersInUse(query) }}
        action={base}
        label={t('filters')}
        locale={locale}
        className="sm:grid-cols-2 lg:grid-cols-5"
        buttonsClassName="sm:col-span-2 lg:col-span-5"
        actions={
          <>
            <a href={exportHref} className={`${secondaryButton} ms-auto`} download>
              {t('export')}
            </a>
            <a href={exportXlsxHref} className={secondaryButton} download>
              {t('exportXlsx')}
            </a>
          </>
        }
      >
        <SearchFilter
          id="inbox-q"
          label={t('search')}
          hint={t('searchHint')}
          value={query.q}
          className="lg:col-span-2"
        />
        <ChoiceFilter
          id="inbox-status"
          name="status"
          label={t('status')}
          any={t('anyStatus')}
          value={query.status}
          options={statusOptions}
        />
        <ChoiceFilter
          id="inbox-programme"
          name="programme"
          label={t('programme')}
          any={t('anyProgramme')}
          value={query.programme}
          options={programmeOptions}
        />
        <ChoiceFilter
          id="inbox-track"
          name="track"
          label={form('track')}
          any={t('anyTrack')}
          value={query.track}
          options={admissionTracks.map(
            (track) => [track, counted(counts.track, track, form(`tracks.${track}`))] as const,
          )}
        />
        <ChoiceFilter
          id="inbox-intake"
          name="intake"
          label={form('intake')}
          any={t('anyIntake')}
          value={query.intake}
          options={intakes.map(
            (intake) => [intake, counted(counts.intake, intake, intake)] as const,
          )}
        />
        <ChoiceFilter
          id="inbox-certificate"
          name="certificate"
          label={form('certificateType')}
          any={t('anyCertificate')}
          value={query.certificate}
          options={certificateTypes.map(
            (type) =>
              [type, counted(counts.certificate, type, form(`certificateTypes.${type}`))] as const,
          )}
        />
        <ChoiceFilter
          id="inbox-stream"
          name="stream"
          label={form('stream')}
          any={t('anyStream')}
          value={query.stream}
          options={certificateStreams.map(
            (stream) =>
              [stream, counted(counts.stream, stream, form(`streams.${stream}`))] as const,
          )}
        />
        <ChoiceFilter
          id="inbox-officer"
          name="officer"
          label={t('officer')}
          any={t('anyOfficer')}
          value={query.officer}
          options={[
            ['mine', counted(counts.officer, staff.id, t('mine'))],
            ['none', counted(counts.officer, 'null', t('nobody'))],
            ...officers.map(
              (officer) => [officer.id, counted(counts.officer, officer.id, officer.name)] as const,
            ),
          ]}
        />
        <ChoiceFilter
          id="inbox-fee"
          name="fee"
          label={t('fee')}
          any={t('anyFee')}
          value={query.fee}
          options={feeStatuses.map(
            (fee) => [fee, counted(counts.fee, fee, review(`feeStatuses.${fee}`))] as const,
          )}
        />
        <ChoiceFilter
          id="inbox-updated"
          name="updated"
          label={t('updated')}
          any={t('anyUpdated')}
          value={query.updated}
          options={[['applicant', counted(counts.updated, 'true', review('applicantUpdated'))]]}
        />
        <ChoiceFilter
          id="inbox-documents"
          name="documents"
          label={t('documentsFilter')}
          any={t('anyDocuments')}
          value={query.documents}
          options={[
            ['complete', counted(counts.documents, 'true', t('documentsComplete'))],
            ['missing', counted(counts.documents, 'false', t('documentsMissing'))],
          ]}
        />
        <ChoiceFilter
          id="inbox-nationality"
          name="nationality"
          label={form('nationality')}
          any={t('anyNationality')}
          value={query.nationality}
          options={[
            ...nationalities.map(
              (choice) =>
                [
                  choice.value,
                  t('choiceCount', { name: choice.label, count: choice.count }),
                ] as const,
            ),
            // A nationality typed into the address that no listed application names.
            ...(query.nationality &&
            !nationalities.some((choice) => choice.value === query.nationality)
              ? [
                  [
                    query.nationality,
                    t('choiceCount', { name: query.nationality, count: 0 }),
                  ] as const,
                ]
              : []),
          ]}
        />
        {/* Two columns of the grid: a date field needs about 10rem to show its whole date and its
            picker's button (one fifth of a desktop row cut them off). */}
        <fieldset className="grid grid-cols-1 gap-2 min-[26rem]:grid-cols-2 sm:col-span-2">
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
        <ChoiceFilter
          id="inbox-size"
          name="size"
          label={t('pageSize')}
          any={t('perPage', { size: PAGE_SIZE })}
          value={query.size === PAGE_SIZE ? undefined : String(query.size)}
          options={pageSizes
            .filter((size) => size !== PAGE_SIZE)
            .map((size) => [String(size), t('perPage', { size })] as const)}
        />
        {query.sort !== 'completedAt' ? (
          <input type="hidden" name="sort" value={query.sort} />
        ) : null}
        {query.dir !== 'desc' ? <input type="hidden" name="dir" value={query.dir} /> : null}
      </ListFilters>

      <DeskCount>{t('count', { total })}</DeskCount>
      {rows.length > 0 ? (
        <BulkStatusForm
          locale={locale}
          labels={messages.Staff.review}
          statusNames={Object.fromEntries(
            settableStatuses.map((status) => [status, statusName(`${status}.label`)]),
          )}
          officers={officers}
        />
      ) : null}
      {rows.length > 0 ? (
        <ApplicationsTable
          rows={tableRows}
          caption={t('caption')}
          headings={{
            reference: t('reference'),
            applicant: t('applicant'),
            programme: t('programme'),
            average: t('average'),
            status: t('status'),
            language: t('language'),
            completedAt: t('completedAt'),
          }}
          sortHrefs={sortHrefs}
          sorted={{ column: query.sort, dir: query.dir }}
          select={{
            form: BULK_FORM_ID,
            heading: t('select'),
            label: (reference) => t('selectRow', { reference }),
          }}
        />
      ) : (
        <p>{t('empty')}</p>
      )}
      <ListPager locale={locale} page={query.page} pages={pages} href={(page) => link({ page })} />
    </DeskPage>
  );
}
