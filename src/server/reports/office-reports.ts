/**
 * The workspace's reports (issue #45, item 5): the numbers of a period, counted by the database
 * (aggregates only: no application or request is loaded here), on PGlite and PostgreSQL alike.
 * Days are Khartoum's (src/lib/college-time.ts): an application completed at 23:30 UTC was
 * received on the next day.
 *
 * - Applications received: complete applications whose completion (`completed_at`) falls in the
 *   period, per programme (the form's; none for one answered on the external form), per day
 *   (every day of the period, 0 when none came) and by their status now.
 * - Decisions: the applications whose status now is accepted or not accepted, counted in the
 *   period of their first decision (the audit log's first `application.status` change to either,
 *   else the time of their status), and those now waiting for more information, counted in the
 *   period that status was set; per programme.
 * - Time to decision: from received to that first decision, average and median, in hours.
 * - Support requests received in the period, per kind: how many the desk answered (at least one
 *   desk reply, whenever it came) and the time to the first desk reply, average and median.
 */
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { programmeIds, type ProgrammeId } from '@/lib/application-form';
import { COLLEGE_TIME_ZONE } from '@/lib/college-time';
import { reviewStatuses, type ReviewStatus } from '@/lib/review-status';
import { supportKinds, type SupportKind } from '@/lib/support-desk';
import type { Db } from '../db/db';
import type { ReportParts } from './report-parts';
import type { ReportPeriod } from './report-period';

/** How long something took: the number of cases, and the average and median in hours. */
export interface Durations {
  count: number;
  averageHours: number | null;
  medianHours: number | null;
}

export interface ProgrammeDecisions {
  /** The programme, or null for applications without the college's form. */
  programme: ProgrammeId | null;
  accepted: number;
  notAccepted: number;
  moreInformation: number;
}

export interface ApplicationsReport {
  received: number;
  /** Every programme of the form (0 when none), then "no programme" when any came without. */
  perProgramme: { programme: ProgrammeId | null; count: number }[];
  /** Every day of the period, in order. */
  perDay: { day: string; count: number }[];
  /** The programmes with any decision, in the form's order, then "no programme". */
  decisions: ProgrammeDecisions[];
  /** The applications received in the period, by their status now (every status, 0 too). */
  statusNow: { status: ReviewStatus; count: number }[];
  /** From received to the first decision (accepted or not accepted). */
  timeToDecision: Durations;
}

export interface SupportKindReport {
  received: number;
  /** With at least one reply of the desk. */
  answered: number;
  /** From the request to the desk's first reply. */
  firstResponse: Durations;
}

export interface SupportReport {
  perKind: ({ kind: SupportKind } & SupportKindReport)[];
  total: SupportKindReport;
}

export interface OfficeReport {
  period: ReportPeriod;
  /** Absent when the account does not see the applications' part. */
  applications?: ApplicationsReport;
  /** Absent when the account does not see the support desk's part. */
  support?: SupportReport;
}

const zone = sql.raw(`'${COLLEGE_TIME_ZONE}'`);

/** The period's first moment and the moment after its last day, Khartoum's midnights. */
function bounds(period: ReportPeriod): { start: SQL; end: SQL } {
  return {
    start: sql`(${period.from}::date::timestamp at time zone ${zone})`,
    end: sql`((${period.to}::date + 1)::timestamp at time zone ${zone})`,
  };
}

function within(column: SQL, period: ReportPeriod): SQL {
  const { start, end } = bounds(period);
  return sql`${column} >= ${start} and ${column} < ${end}`;
}

/** Hours as a number (PostgreSQL answers numeric as text), or null. */
function hours(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** The average and median of `seconds` (null ones left out), in hours. */
function durationColumns(seconds: SQL): SQL {
  return sql`avg(${seconds})::float8 / 3600 as average_hours,
    (percentile_cont(0.5) within group (order by ${seconds}))::float8 / 3600 as median_hours`;
}

const isProgramme = (value: unknown): value is ProgrammeId =>
  typeof value === 'string' && (programmeIds as readonly string[]).includes(value);

/** A programme as stored in the form; anything else (none, an old id) is "no programme". */
const programmeOf = (value: unknown): ProgrammeId | null => (isProgramme(value) ? value : null);

async function rows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

const received = sql`applications.status = 'complete'`;

export async function applicationsReport(
  db: Db,
  period: ReportPeriod,
): Promise<ApplicationsReport> {
  const receivedIn = sql`${received} and ${within(sql`applications.completed_at`, period)}`;

  const byProgramme = await rows<{ programme: string | null; count: number }>(
    db,
    sql`select applications.form->>'programme' as programme, count(*)::int as count
      from applications where ${receivedIn} group by 1`,
  );
  const programmeCounts = new Map<ProgrammeId | null, number>();
  for (const row of byProgramme) {
    const programme = programmeOf(row.programme);
    programmeCounts.set(programme, (programmeCounts.get(programme) ?? 0) + Number(row.count));
  }
  const perProgramme = [
    ...programmeIds.map((programme) => ({ programme, count: programmeCounts.get(programme) ?? 0 })),
    ...(programmeCounts.get(null) ? [{ programme: null, count: programmeCounts.get(null)! }] : []),
  ];

  const perDay = (
    await rows<{ day: string; count: number }>(
      db,
      sql`with counted as (
          select (applications.completed_at at time zone ${zone})::date as day, count(*)::int as count
          from applications where ${receivedIn} group by 1
        )
        select days.day::date::text as day, coalesce(counted.count, 0)::int as count
        from generate_series(${period.from}::timestamp, ${period.to}::timestamp, interval '1 day')
          as days(day)
        left join counted on counted.day = days.day::date
        order by 1`,
    )
  ).map((row) => ({ day: row.day, count: Number(row.count) }));

  const byStatus = await rows<{ status: ReviewStatus; count: number }>(
    db,
    sql`select applications.review_status as status, count(*)::int as count
      from applications where ${receivedIn} group by 1`,
  );
  const statusNow = reviewStatuses.map((status) => ({
    status,
    count: Number(byStatus.find((row) => row.status === status)?.count ?? 0),
  }));

  // When each application's outcome now was reached: the first decision for a decided one (a
  // corrected decision keeps the day the office first decided), the status's time otherwise.
  const outcomes = sql`outcomes as (
    select applications.form->>'programme' as programme, applications.review_status as status,
      applications.completed_at,
      case when applications.review_status = 'more_information' then applications.review_updated_at
      else coalesce(
        (select min(log.at) from staff_audit_log as log
          where log.subject_type = 'application' and log.subject_id = applications.id::text
            and log.action = 'application.status'
            and log.detail->>'to' in ('accepted', 'not_accepted')),
        applications.review_updated_at)
      end as at
    from applications
    where ${received}
      and applications.review_status in ('accepted', 'not_accepted', 'more_information')
  )`;
  const decided = await rows<{
    programme: string | null;
    accepted: number;
    not_accepted: number;
    more_information: number;
  }>(
    db,
    sql`with ${outcomes}
      select programme,
        count(*) filter (where status = 'accepted')::int as accepted,
        count(*) filter (where status = 'not_accepted')::int as not_accepted,
        count(*) filter (where status = 'more_information')::int as more_information
      from outcomes where ${within(sql`at`, period)} group by programme`,
  );
  const decisionsBy = new Map<ProgrammeId | null, ProgrammeDecisions>();
  for (const row of decided) {
    const programme = programmeOf(row.programme);
    const sum = decisionsBy.get(programme) ?? {
      programme,
      accepted: 0,
      notAccepted: 0,
      moreInformation: 0,
    };
    sum.accepted += Number(row.accepted);
    sum.notAccepted += Number(row.not_accepted);
    sum.moreInformation += Number(row.more_information);
    decisionsBy.set(programme, sum);
  }
  const decisions = [...programmeIds, null].flatMap((programme) => {
    const found = decisionsBy.get(programme);
    return found ? [found] : [];
  });

  const [time] = await rows<{ count: number; average_hours: unknown; median_hours: unknown }>(
    db,
    sql`with ${outcomes}
      select count(*)::int as count,
        ${durationColumns(sql`extract(epoch from (at - completed_at))::float8`)}
      from outcomes
      where status in ('accepted', 'not_accepted') and ${within(sql`at`, period)}`,
  );

  return {
    received: perProgramme.reduce((sum, row) => sum + row.count, 0),
    perProgramme,
    perDay,
    decisions,
    statusNow,
    timeToDecision: {
      count: Number(time?.count ?? 0),
      averageHours: hours(time?.average_hours),
      medianHours: hours(time?.median_hours),
    },
  };
}

export async function supportReport(db: Db, period: ReportPeriod): Promise<SupportReport> {
  const counted = await rows<{
    kind: SupportKind | null;
    received: number;
    answered: number;
    average_hours: unknown;
    median_hours: unknown;
  }>(
    db,
    sql`with requests as (
        select support_requests.kind, support_requests.created_at,
          (select min(reply.created_at) from support_replies as reply
            where reply.request_id = support_requests.id and reply."from" = 'desk') as first_reply
        from support_requests
        where ${within(sql`support_requests.created_at`, period)}
      )
      select kind, count(*)::int as received, count(first_reply)::int as answered,
        ${durationColumns(sql`extract(epoch from (first_reply - created_at))::float8`)}
      from requests group by rollup (kind)`,
  );
  const reportOf = (row: (typeof counted)[number] | undefined): SupportKindReport => ({
    received: Number(row?.received ?? 0),
    answered: Number(row?.answered ?? 0),
    firstResponse: {
      count: Number(row?.answered ?? 0),
      averageHours: hours(row?.average_hours),
      medianHours: hours(row?.median_hours),
    },
  });
  return {
    perKind: supportKinds.map((kind) => ({
      kind,
      ...reportOf(counted.find((row) => row.kind === kind)),
    })),
    // ROLLUP's total row has no kind (every request has one).
    total: reportOf(counted.find((row) => row.kind === null)),
  };
}

/** The report of `period`, with the parts the account sees. */
export async function officeReport(
  db: Db,
  period: ReportPeriod,
  parts: ReportParts,
): Promise<OfficeReport> {
  return {
    period,
    ...(parts.applications ? { applications: await applicationsReport(db, period) } : {}),
    ...(parts.support ? { support: await supportReport(db, period) } : {}),
  };
}
