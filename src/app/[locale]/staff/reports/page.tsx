import { getTranslations } from 'next-intl/server';
import { DeskPage, DeskSection } from '@/components/staff/desk-page';
import { ListFilters } from '@/components/staff/list-filters';
import { reportFormat, ReportTableView } from '@/components/staff/report-table';
import { openStaffPage, titleFrom } from '@/components/staff/staff-page';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { secondaryButton, textInput } from '@/components/ui/styles';
import { formatDate } from '@/lib/format';
import { localePath } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { officeReport } from '@/server/reports/office-reports';
import { reportPartsOf, reportRoles } from '@/server/reports/report-parts';
import { daysIn, parseReportPeriod } from '@/server/reports/report-period';
import { reportTables, type ReportTable } from '@/server/reports/report-tables';

export const generateMetadata = titleFrom((messages) => messages.StaffReports.title);

/**
 * The reports (issue #45, item 5), for the admissions office, the support desk and the
 * administrators, each seeing its part (report-parts.ts): the numbers of a period chosen in a
 * GET form, as tables with bars drawn in CSS (no script), and the same tables downloadable.
 */
export default async function Reports({
  params,
  searchParams,
}: PageProps<'/[locale]/staff/reports'>) {
  const period = parseReportPeriod(await searchParams);
  const search = `?${new URLSearchParams({ from: period.from, to: period.to })}`;
  const { locale, staff } = await openStaffPage(params, '/staff/reports', reportRoles, search);
  const t = await getTranslations({ locale, namespace: 'StaffReports' });
  const parts = reportPartsOf(staff);
  const report = await officeReport(await getDb(), period, parts);
  const tables = reportTables(report, locale);
  const format = reportFormat(locale, t('none'));
  const base = localePath(locale, '/staff/reports');
  const download = (kind: 'csv' | 'xlsx') =>
    `/api/staff/reports/export?${new URLSearchParams({ ...period, lang: locale, format: kind })}`;
  const section = (part: ReportTable['part']) => {
    const shown = tables.filter((table) => table.part === part);
    if (shown.length === 0) return null;
    return (
      <DeskSection id={`reports-${part}`} title={t(`sections.${part}`)} className="space-y-8">
        {shown.map((table) => (
          <ReportTableView key={table.key} table={table} format={format} />
        ))}
      </DeskSection>
    );
  };

  return (
    <DeskPage id="reports-title" title={t('title')} intro={t('intro')}>
      <ListFilters
        action={base}
        label={t('period.label')}
        locale={locale}
        className="sm:grid-cols-2 lg:grid-cols-4"
        buttonsClassName="sm:col-span-2 lg:col-span-4"
        actions={
          <>
            <a href={download('csv')} className={`${secondaryButton} ms-auto`} download>
              {t('download.csv')}
            </a>
            <a href={download('xlsx')} className={secondaryButton} download>
              {t('download.xlsx')}
            </a>
          </>
        }
      >
        <fieldset className="grid grid-cols-1 gap-2 min-[26rem]:grid-cols-2 sm:col-span-2">
          <legend className="font-bold">{t('period.legend')}</legend>
          {(['from', 'to'] as const).map((bound) => (
            <FormField
              key={bound}
              id={`reports-${bound}`}
              label={t(`period.${bound}`)}
              labelClassName="text-sm"
            >
              <input
                {...fieldAria(`reports-${bound}`, {})}
                name={bound}
                type="date"
                required
                defaultValue={period[bound]}
                className={textInput}
              />
            </FormField>
          ))}
          <p className="text-sm text-slate-700 min-[26rem]:col-span-2 dark:text-slate-300">
            {t('period.hint')}
          </p>
        </fieldset>
      </ListFilters>
      <p className="font-bold" data-report-period={`${period.from}/${period.to}`}>
        {t('period.shown', {
          from: formatDate(locale, period.from),
          to: formatDate(locale, period.to),
          days: daysIn(period),
        })}
      </p>
      {section('applications')}
      {section('support')}
    </DeskPage>
  );
}
