import { isLocale } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { errorResponse } from '@/server/errors';
import { officeReport } from '@/server/reports/office-reports';
import { reportCsv, reportXlsx, XLSX_TYPE } from '@/server/reports/report-files';
import { reportPartsOf, reportRoles } from '@/server/reports/report-parts';
import { parseReportPeriod } from '@/server/reports/report-period';
import { reportTables } from '@/server/reports/report-tables';
import { recordAudit } from '@/server/staff/record-audit';
import { requireStaffApi } from '@/server/staff/staff-session';

/** The spreadsheet writer works on Node's Buffer. */
export const runtime = 'nodejs';

/**
 * GET /api/staff/reports/export?from=YYYY-MM-DD&to=YYYY-MM-DD&lang=ar|en&format=csv|xlsx
 * (admissions, support, administrator): every table of the reports page for the period (the
 * page's default without one), the parts the account sees, headed in `lang` (else the
 * account's language). CSV unless `format=xlsx`. Written to the audit log.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const staff = await requireStaffApi(request, reportRoles);
    const url = new URL(request.url);
    const lang = url.searchParams.get('lang');
    const locale = isLocale(lang) ? lang : staff.locale;
    const format = url.searchParams.get('format') === 'xlsx' ? 'xlsx' : 'csv';
    const period = parseReportPeriod(Object.fromEntries(url.searchParams));
    const parts = reportPartsOf(staff);
    const db = await getDb();
    const report = await officeReport(db, period, parts);
    await recordAudit(
      db,
      staff,
      'reports.export',
      { type: 'report', id: '*' },
      {
        format,
        from: period.from,
        to: period.to,
        parts: Object.keys(parts)
          .filter((part) => parts[part as keyof typeof parts])
          .join(','),
      },
    );
    const tables = reportTables(report, locale);
    const headers = {
      'Content-Disposition': `attachment; filename="reports-${period.from}-${period.to}.${format}"`,
      'Cache-Control': 'private, no-store',
    };
    if (format === 'xlsx') {
      const workbook = await reportXlsx(tables, period, locale);
      return new Response(new Uint8Array(workbook), {
        headers: { ...headers, 'Content-Type': XLSX_TYPE },
      });
    }
    return new Response(reportCsv(tables, period, locale), {
      headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
