/**
 * The admissions office's inbox: complete applications (an incomplete one is still being
 * uploaded, and is removed if it stays so), filtered, searched, sorted and paged in the
 * database.
 */
import 'server-only';
import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FeeStatus } from '@/lib/application-fee';
import { COLLEGE_UTC_OFFSET } from '@/lib/college-time';
import type { Db } from '../db/db';
import { containsText } from '../db/like-pattern';
import { applications, type ReviewStatus } from '../db/schema';
import { listPage, type ListPage } from '../staff/list-page';
import { PAGE_SIZE, type InboxQuery } from './inbox-query';

export interface InboxRow {
  id: string;
  reference: string;
  applicantName: string;
  applicantEmail: string;
  locale: 'ar' | 'en';
  programme: string | null;
  reviewStatus: ReviewStatus;
  completedAt: Date;
  /** Whether the applicant changed a document since the office last changed the status. */
  updatedByApplicant: boolean;
  feeStatus: FeeStatus;
  /** The officer's account id, when assigned. */
  assignedTo: string | null;
  /** The grade as typed and its scale (GradeScale; null before the scale was asked). */
  grade: string | null;
  scale: string | null;
}

function conditions(query: InboxQuery, me: string | undefined): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(applications.status, 'complete')];
  if (query.status) where.push(eq(applications.reviewStatus, query.status));
  if (query.programme) where.push(sql`${applications.form} ->> 'programme' = ${query.programme}`);
  if (query.officer === 'none') where.push(isNull(applications.assignedTo));
  else if (query.officer) {
    // "mine" without a signed-in officer (no such list is shown) matches nothing.
    where.push(eq(applications.assignedTo, query.officer === 'mine' ? (me ?? '') : query.officer));
  }
  if (query.track) where.push(sql`${applications.form} ->> 'track' = ${query.track}`);
  if (query.intake) where.push(sql`${applications.form} ->> 'intake' = ${query.intake}`);
  if (query.certificate) {
    where.push(sql`${applications.form} -> 'qualification' ->> 'type' = ${query.certificate}`);
  }
  if (query.stream) {
    where.push(sql`${applications.form} -> 'qualification' ->> 'stream' = ${query.stream}`);
  }
  if (query.fee) where.push(eq(applications.feeStatus, query.fee));
  if (query.updated) where.push(updatedByApplicant);
  if (query.nationality) where.push(sql`${nationality} = ${query.nationality}`);
  if (query.documents === 'complete') where.push(documentsComplete);
  else if (query.documents === 'missing') where.push(sql`not ${documentsComplete}`);
  // Days on the college's clock, as the workspace shows every moment (not UTC's: an application
  // received at 01:00 in Khartoum belongs to that day, not the one before).
  if (query.from) {
    where.push(
      gte(applications.completedAt, new Date(`${query.from}T00:00:00${COLLEGE_UTC_OFFSET}`)),
    );
  }
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00${COLLEGE_UTC_OFFSET}`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(applications.completedAt, end));
  }
  if (query.q) {
    where.push(
      containsText(
        query.q,
        applications.reference,
        applications.applicantName,
        applications.applicantEmail,
      ),
    );
  }
  return and(...where);
}

/**
 * Changed by the applicant (a document, the fee's receipt) since the office last acted on it (a
 * status, the fee's record).
 */
const updatedByApplicant = sql<boolean>`coalesce(${applications.applicantUpdatedAt} > greatest(${applications.completedAt}, ${applications.reviewUpdatedAt}, ${applications.feeRecordedAt}), false)`;

/** The nationality as typed, without case or surrounding spaces, for grouping and filtering. */
const nationality = sql<string | null>`lower(btrim(${applications.form} ->> 'nationality'))`;

/**
 * Whether the three required documents (identity, certificate, photo) are held and were not
 * removed by the retention period. The application's id is written with its table: Drizzle
 * leaves a column's table out in a query over one table, and inside this subquery a bare "id"
 * would be the document's own.
 */
const documentsComplete = sql<boolean>`(${applications.documentsDeletedAt} is null and (select count(*) from "application_documents" as "held" where "held"."application_id" = "applications"."id" and "held"."slot" in ('id', 'certificate', 'photo')) = 3)`;

/**
 * The grade on 100, for ranking: a percentage as it is, a GPA out of 4 or 5 in proportion (the
 * office judges a GPA's true equivalent; this only orders the list). Null without a form.
 */
const average = sql<number | null>`(case ${applications.form} -> 'qualification' ->> 'scale'
  when 'gpa4' then 25 when 'gpa5' then 20 else 1 end)
  * (${applications.form} -> 'qualification' ->> 'percentage')::numeric`;

const columns = {
  id: applications.id,
  reference: applications.reference,
  applicantName: applications.applicantName,
  applicantEmail: applications.applicantEmail,
  locale: applications.locale,
  programme: sql<string | null>`${applications.form} ->> 'programme'`,
  reviewStatus: applications.reviewStatus,
  completedAt: applications.completedAt,
  updatedByApplicant,
  feeStatus: applications.feeStatus,
  assignedTo: applications.assignedTo,
  /** The grade as typed and its scale, for the inbox's column. */
  grade: sql<string | null>`${applications.form} -> 'qualification' ->> 'percentage'`,
  scale: sql<string | null>`${applications.form} -> 'qualification' ->> 'scale'`,
};

/** The filters whose choices the inbox counts (issue #45: "a count per filter"). */
const facets = {
  status: applications.reviewStatus,
  programme: sql<string | null>`${applications.form} ->> 'programme'`,
  track: sql<string | null>`${applications.form} ->> 'track'`,
  intake: sql<string | null>`${applications.form} ->> 'intake'`,
  certificate: sql<string | null>`${applications.form} -> 'qualification' ->> 'type'`,
  stream: sql<string | null>`${applications.form} -> 'qualification' ->> 'stream'`,
  /** The officer's id, or 'null' for none ("mine" and "not assigned" are read from it). */
  officer: applications.assignedTo,
  fee: applications.feeStatus,
  /** 'true' for the applications changed by the applicant since the office last acted. */
  updated: updatedByApplicant,
  /** 'true' when the three required documents are held. */
  documents: documentsComplete,
} as const;
export type Facet = keyof typeof facets;

/**
 * How many applications each choice of a filter would list, with the other filters as they are
 * (the facet's own choice left out): the numbers beside the filter's choices.
 */
export async function countChoices(
  db: Db,
  query: InboxQuery,
  facet: Facet,
  me?: string,
): Promise<Record<string, number>> {
  const column = facets[facet];
  const rows = await db
    .select({ choice: column, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(conditions({ ...query, [facet]: undefined }, me))
    .groupBy(column);
  return Object.fromEntries(rows.map((row) => [String(row.choice), Number(row.count)]));
}

/** The most nationalities the inbox's filter offers (the most frequent first). */
const MAX_NATIONALITIES = 40;

/**
 * The nationalities the listed applications name, the most frequent first, each with the
 * number it would list (the other filters as they are) and its spelling as typed.
 */
export async function nationalityChoices(
  db: Db,
  query: InboxQuery,
  me?: string,
): Promise<{ value: string; label: string; count: number }[]> {
  const rows = await db
    .select({
      value: nationality,
      label: sql<string>`min(btrim(${applications.form} ->> 'nationality'))`,
      count: sql<number>`count(*)::int`,
    })
    .from(applications)
    .where(and(conditions({ ...query, nationality: undefined }, me), sql`${nationality} <> ''`))
    .groupBy(nationality)
    .orderBy(sql`count(*) desc`, nationality)
    .limit(MAX_NATIONALITIES);
  return rows.map((row) => ({
    value: String(row.value),
    label: row.label,
    count: Number(row.count),
  }));
}

/** The intakes the complete applications name, latest first (the inbox's intake filter). */
export async function listIntakes(db: Db): Promise<string[]> {
  const intake = sql<string>`${applications.form} ->> 'intake'`;
  const rows = await db
    .selectDistinct({ intake })
    .from(applications)
    .where(and(eq(applications.status, 'complete'), sql`${intake} is not null`))
    .orderBy(desc(intake));
  return rows.map((row) => row.intake);
}

/**
 * The inbox's filters and order as SQL, for another query over the same list (the export,
 * export-applications.ts, reads more of each application than the inbox shows).
 */
export function inboxSelection(
  query: InboxQuery,
  me: string | undefined,
): { where: SQL | undefined; orderBy: SQL[] } {
  const order = query.dir === 'asc' ? asc : desc;
  // The grade's order puts applications without one (the external form's) last either way.
  const sorted =
    query.sort === 'average'
      ? sql`${average} ${sql.raw(query.dir === 'asc' ? 'asc' : 'desc')} nulls last`
      : order(applications[query.sort]);
  return { where: conditions(query, me), orderBy: [sorted, order(applications.id)] };
}

export async function listApplications(
  db: Db,
  query: InboxQuery,
  {
    pageSize = query.size ?? PAGE_SIZE,
    all = false,
    me,
  }: {
    pageSize?: number;
    all?: boolean;
    /** The signed-in officer's account id, for the "mine" filter. */
    me?: string;
  } = {},
): Promise<ListPage<InboxRow>> {
  const { where, orderBy } = inboxSelection(query, me);
  return listPage(db, applications, where, pageSize, async () => {
    const rows = await db
      .select(columns)
      .from(applications)
      .where(where)
      .orderBy(...orderBy)
      .limit(all ? 100_000 : pageSize)
      .offset(all ? 0 : (query.page - 1) * pageSize);
    return rows as InboxRow[];
  });
}
