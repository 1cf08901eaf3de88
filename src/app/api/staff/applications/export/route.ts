import { isLocale } from '@/i18n/routing';
import { catalogues } from '@/i18n/catalogues';
import { getDb } from '@/server/db/client';
import { errorResponse } from '@/server/errors';
import { applicationsCsv } from '@/server/applications/applications-csv';
import { applicationsXlsx, XLSX_TYPE } from '@/server/applications/applications-xlsx';
import { listExportApplications } from '@/server/applications/export-applications';
import { exportColumns, khartoumTimeText } from '@/server/applications/export-columns';
import { parseInboxQuery } from '@/server/applications/inbox-query';
import { recordAudit } from '@/server/staff/record-audit';
import { requireStaffApi } from '@/server/staff/staff-session';

/** The spreadsheet writer works on Node's Buffer and streams. */
export const runtime = 'nodejs';

/**
 * GET /api/staff/applications/export?{the inbox's filters}&lang=ar|en&format=csv|xlsx
 * (admissions): the filtered, sorted list, every page of it, without documents, with every
 * answer of the form, the documents' state, the fee, the status and the officer, headed in the
 * `lang` (else the account's language). CSV unless `format=xlsx`. Written to the audit log.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const staff = await requireStaffApi(request, 'admissions');
    const url = new URL(request.url);
    const lang = url.searchParams.get('lang');
    const locale = isLocale(lang) ? lang : staff.locale;
    const format = url.searchParams.get('format') === 'xlsx' ? 'xlsx' : 'csv';
    const query = parseInboxQuery(Object.fromEntries(url.searchParams));
    const db = await getDb();
    const rows = await listExportApplications(db, query, staff.id);
    await recordAudit(
      db,
      staff,
      'applications.export',
      { type: 'application', id: '*' },
      // The filters as applied, a search's words left out: a name or an address searched for is
      // personal data the log does not need.
      { rows: rows.length, format, filters: auditedFilters(url) },
    );
    const columns = exportColumns(locale);
    // The college's day, as the times in the file are its clock's.
    const day = khartoumTimeText(new Date()).slice(0, 10);
    const headers = {
      'Content-Disposition': `attachment; filename="applications-${day}.${format}"`,
      'Cache-Control': 'private, no-store',
    };
    if (format === 'xlsx') {
      const workbook = await applicationsXlsx(columns, rows, {
        sheet: catalogues[locale].Staff.export.sheet,
        rightToLeft: locale === 'ar',
      });
      return new Response(new Uint8Array(workbook), {
        headers: { ...headers, 'Content-Type': XLSX_TYPE },
      });
    }
    return new Response(applicationsCsv(columns, rows), {
      headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' },
    });
  } catch (error) {
    return errorResponse(error);
  }
}

/** The export's query string for the audit log, the search (`q`) masked. */
function auditedFilters(url: URL): string {
  const params = new URLSearchParams(url.search);
  if (params.has('q')) params.set('q', '…');
  const text = params.toString();
  return (text ? `?${text}` : '').slice(0, 500);
}
