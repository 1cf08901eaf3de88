import { translatorFor } from '@/i18n/catalogues';
import { isLocale } from '@/i18n/routing';
import { programmeNames } from '@content/programme-names';
import type { ReviewStatus } from '@/lib/review-status';
import { getDb } from '@/server/db/client';
import { errorResponse } from '@/server/errors';
import { applicationsCsv } from '@/server/applications/applications-csv';
import { parseInboxQuery } from '@/server/applications/inbox-query';
import { listApplications } from '@/server/applications/list-applications';
import { recordAudit } from '@/server/staff/record-audit';
import { requireStaffApi } from '@/server/staff/staff-session';

/**
 * GET /api/staff/applications/export?{the inbox's filters}&lang=ar|en (admissions): the
 * filtered list as CSV, every page of it, without documents. Written to the audit log.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const staff = await requireStaffApi(request, 'admissions');
    const url = new URL(request.url);
    const lang = url.searchParams.get('lang');
    const locale = isLocale(lang) ? lang : staff.locale;
    const query = parseInboxQuery(Object.fromEntries(url.searchParams));
    const db = await getDb();
    const { rows } = await listApplications(db, query, { all: true, me: staff.id });
    await recordAudit(
      db,
      staff,
      'applications.export',
      { type: 'application', id: '*' },
      {
        rows: rows.length,
        filters: url.search.slice(0, 500),
      },
    );
    const t = translatorFor(locale, 'Staff');
    const programmes = programmeNames(locale) as Record<string, string>;
    const csv = applicationsCsv(
      rows,
      [
        t('inbox.reference'),
        t('inbox.applicant'),
        t('inbox.email'),
        t('inbox.programme'),
        t('inbox.status'),
        t('inbox.language'),
        t('inbox.completedAt'),
      ],
      {
        programme: (id) => (id ? (programmes[id] ?? id) : t('inbox.documentsOnly')),
        status: (status) =>
          translatorFor(locale, 'ApplicationStatus')(`statuses.${status as ReviewStatus}.label`),
      },
    );
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="applications-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
