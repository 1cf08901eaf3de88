/**
 * What waits for each area, for the workspace's start page: complete applications the office has
 * not started on, support requests nobody has answered, e-mails the outbox gave up on. Counted
 * only for the areas the account holds.
 */
import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { StaffRole } from '@/lib/staff-roles';
import type { Db } from '../db/db';
import { applications, mailOutbox, supportRequests } from '../db/schema';

export interface WorkWaiting {
  applications?: number;
  support?: number;
  mail?: number;
}

async function total(query: Promise<{ value: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.value ?? 0;
}

export async function workWaiting(db: Db, roles: readonly StaffRole[]): Promise<WorkWaiting> {
  const [applicationsWaiting, supportWaiting, mailFailed] = await Promise.all([
    roles.includes('admissions')
      ? total(
          db
            .select({ value: count() })
            .from(applications)
            .where(
              and(eq(applications.status, 'complete'), eq(applications.reviewStatus, 'received')),
            ),
        )
      : undefined,
    roles.includes('support')
      ? total(
          db
            .select({ value: count() })
            .from(supportRequests)
            .where(eq(supportRequests.status, 'new')),
        )
      : undefined,
    roles.includes('administrator')
      ? total(db.select({ value: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed')))
      : undefined,
  ]);
  return { applications: applicationsWaiting, support: supportWaiting, mail: mailFailed };
}
