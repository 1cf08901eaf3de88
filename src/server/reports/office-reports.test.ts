/**
 * The reports' numbers (issue #45, item 5) from hand-made rows with known times, on PGlite and
 * on PostgreSQL (when TEST_DATABASE_URL names a server): applications per programme, per day
 * and by status now, decisions and the time to the first one, support requests answered and the
 * time to the desk's first reply; Khartoum's days (23:30 UTC is the next day there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTargets, type TestDatabase } from '../../../test/support/db/test-databases';
import type { Db } from '../db/db';
import { applications, staffAuditLog, supportReplies, supportRequests } from '../db/schema';
import { officeReport } from './office-reports';
import { collegeToday } from '@/lib/college-time';
import { addDays, daysIn, parseReportPeriod } from './report-period';

const period = { from: '2026-11-01', to: '2026-11-05' };
const both = { applications: true, support: true };

let references = 0;
const reference = (prefix: string) => `${prefix}-2026-${String(++references).padStart(6, '0')}`;

async function application(
  db: Db,
  values: {
    programme?: string;
    completedAt?: string;
    reviewStatus?: 'received' | 'under_review' | 'more_information' | 'accepted' | 'not_accepted';
    reviewUpdatedAt?: string;
    decisions?: [string, string][];
  },
) {
  const [row] = await db
    .insert(applications)
    .values({
      reference: reference('RWD'),
      applicantName: 'Sara Ahmed',
      applicantEmail: 'sara@example.com',
      locale: 'ar',
      uploadTokenHash: 'x',
      status: values.completedAt ? 'complete' : 'incomplete',
      completedAt: values.completedAt ? new Date(values.completedAt) : null,
      form: values.programme ? ({ programme: values.programme } as never) : null,
      reviewStatus: values.reviewStatus ?? 'received',
      reviewUpdatedAt: values.reviewUpdatedAt ? new Date(values.reviewUpdatedAt) : null,
    })
    .returning();
  for (const [to, at] of values.decisions ?? []) {
    await db.insert(staffAuditLog).values({
      at: new Date(at),
      actorEmail: 'office@alrowad.edu.sd',
      action: 'application.status',
      subjectType: 'application',
      subjectId: row!.id,
      detail: { from: 'received', to, message: null },
    });
  }
}

async function supportRequest(
  db: Db,
  kind: 'support' | 'contact',
  createdAt: string,
  replies: ['desk' | 'requester', string][],
) {
  const [row] = await db
    .insert(supportRequests)
    .values({
      reference: reference('SUP'),
      fullName: 'Omar',
      email: 'omar@example.com',
      issueType: kind === 'contact' ? 'other' : 'login',
      description: 'Help',
      locale: 'ar',
      kind,
      createdAt: new Date(createdAt),
    })
    .returning();
  for (const [from, at] of replies) {
    await db.insert(supportReplies).values({
      requestId: row!.id,
      authorEmail: 'desk@alrowad.edu.sd',
      authorName: 'Desk',
      body: 'An answer',
      from,
      createdAt: new Date(at),
    });
  }
}

async function fill(db: Db) {
  // Received 1 Nov at 10:00 (Khartoum), accepted 24 hours later.
  await application(db, {
    programme: 'it',
    completedAt: '2026-11-01T08:00:00Z',
    reviewStatus: 'accepted',
    reviewUpdatedAt: '2026-11-02T08:00:00Z',
    decisions: [['accepted', '2026-11-02T08:00:00Z']],
  });
  // 23:30 UTC on 1 Nov is 01:30 on 2 Nov in Khartoum; under review first, not accepted 48 hours
  // after it came (23:30 UTC on 3 Nov: 4 Nov in Khartoum).
  await application(db, {
    programme: 'it',
    completedAt: '2026-11-01T23:30:00Z',
    reviewStatus: 'not_accepted',
    reviewUpdatedAt: '2026-11-03T23:30:00Z',
    decisions: [
      ['under_review', '2026-11-02T10:00:00Z'],
      ['not_accepted', '2026-11-03T23:30:00Z'],
    ],
  });
  // Received on 31 Oct (23:30 in Khartoum): not in the period; accepted in it, 60 hours later,
  // with no audit row (its status's time stands for the decision).
  await application(db, {
    programme: 'medicine',
    completedAt: '2026-10-31T21:30:00Z',
    reviewStatus: 'accepted',
    reviewUpdatedAt: '2026-11-03T09:30:00Z',
  });
  // Received at 23:30 on 5 Nov in Khartoum (in); more information asked at midnight (6 Nov: out).
  await application(db, {
    programme: 'medicine',
    completedAt: '2026-11-05T21:30:00Z',
    reviewStatus: 'more_information',
    reviewUpdatedAt: '2026-11-05T22:00:00Z',
  });
  // The external form's (no programme), more information asked on 4 Nov.
  await application(db, {
    completedAt: '2026-11-03T10:00:00Z',
    reviewStatus: 'more_information',
    reviewUpdatedAt: '2026-11-04T10:00:00Z',
  });
  // First decided in October, corrected in the period: its decision is October's.
  await application(db, {
    programme: 'it',
    completedAt: '2026-10-19T10:00:00Z',
    reviewStatus: 'not_accepted',
    reviewUpdatedAt: '2026-11-02T10:00:00Z',
    decisions: [
      ['accepted', '2026-10-20T10:00:00Z'],
      ['not_accepted', '2026-11-02T10:00:00Z'],
    ],
  });
  // Midnight of 6 Nov in Khartoum: out. And one still being uploaded: never counted.
  await application(db, { programme: 'it', completedAt: '2026-11-05T22:00:00Z' });
  await application(db, { programme: 'it' });

  // Support: first desk reply after 2 hours (the requester's own message before it not counted).
  await supportRequest(db, 'support', '2026-11-01T08:00:00Z', [
    ['requester', '2026-11-01T09:00:00Z'],
    ['desk', '2026-11-01T10:00:00Z'],
    ['desk', '2026-11-02T08:00:00Z'],
  ]);
  await supportRequest(db, 'support', '2026-11-02T08:00:00Z', [['desk', '2026-11-02T14:00:00Z']]);
  // Not answered: only the requester wrote again.
  await supportRequest(db, 'support', '2026-11-03T08:00:00Z', [
    ['requester', '2026-11-03T09:00:00Z'],
  ]);
  await supportRequest(db, 'contact', '2026-11-04T08:00:00Z', [['desk', '2026-11-05T08:00:00Z']]);
  // 22:30 UTC on 31 Oct is 00:30 on 1 Nov in Khartoum: in; answered within the hour.
  await supportRequest(db, 'contact', '2026-10-31T22:30:00Z', [['desk', '2026-10-31T23:30:00Z']]);
  // 00:30 on 6 Nov in Khartoum: out.
  await supportRequest(db, 'contact', '2026-11-05T22:30:00Z', []);
}

for (const target of testTargets) {
  describe.skipIf(target.skip)(`the reports on ${target.name}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open({ seed: false });
      await fill(database.db as Db);
    }, 60_000);
    afterAll(async () => {
      await database?.drop();
    }, 60_000);

    it('counts the applications received per programme, per day and by status now', async () => {
      const { applications: report } = await officeReport(database.db as Db, period, both);
      expect(report!.received).toBe(4);
      const perProgramme = Object.fromEntries(
        report!.perProgramme.map((row) => [String(row.programme), row.count]),
      );
      expect(perProgramme).toMatchObject({ it: 2, medicine: 1, null: 1, 'executive-mba': 0 });
      // Every programme of the form is listed, none or not.
      expect(report!.perProgramme.length).toBeGreaterThan(3);
      expect(report!.perDay).toEqual([
        { day: '2026-11-01', count: 1 },
        { day: '2026-11-02', count: 1 },
        { day: '2026-11-03', count: 1 },
        { day: '2026-11-04', count: 0 },
        { day: '2026-11-05', count: 1 },
      ]);
      expect(report!.statusNow).toEqual([
        { status: 'received', count: 0 },
        { status: 'under_review', count: 0 },
        { status: 'more_information', count: 2 },
        { status: 'accepted', count: 1 },
        { status: 'not_accepted', count: 1 },
      ]);
    });

    it('counts a 23:30 UTC arrival on the next day, Khartoum’s', async () => {
      const { applications: report } = await officeReport(
        database.db as Db,
        { from: '2026-11-02', to: '2026-11-02' },
        both,
      );
      expect(report!.received).toBe(1);
      expect(report!.perDay).toEqual([{ day: '2026-11-02', count: 1 }]);
    });

    it('counts the decisions per programme and the time to the first one', async () => {
      const { applications: report } = await officeReport(database.db as Db, period, both);
      expect(report!.decisions).toEqual(
        [
          { programme: 'medicine', accepted: 1, notAccepted: 0, moreInformation: 0 },
          { programme: 'it', accepted: 1, notAccepted: 1, moreInformation: 0 },
          { programme: null, accepted: 0, notAccepted: 0, moreInformation: 1 },
        ].sort((a, b) => order(a.programme) - order(b.programme)),
      );
      // 24, 48 and 60 hours.
      expect(report!.timeToDecision.count).toBe(3);
      expect(report!.timeToDecision.averageHours).toBeCloseTo(44, 6);
      expect(report!.timeToDecision.medianHours).toBeCloseTo(48, 6);
    });

    it('counts the support requests answered and the time to the first desk reply', async () => {
      const { support } = await officeReport(database.db as Db, period, both);
      const [ofSupport, ofContact] = support!.perKind;
      expect(ofSupport).toMatchObject({ kind: 'support', received: 3, answered: 2 });
      expect(ofSupport!.firstResponse.averageHours).toBeCloseTo(4, 6);
      expect(ofSupport!.firstResponse.medianHours).toBeCloseTo(4, 6);
      expect(ofContact).toMatchObject({ kind: 'contact', received: 2, answered: 2 });
      expect(ofContact!.firstResponse.averageHours).toBeCloseTo(12.5, 6);
      expect(support!.total).toMatchObject({ received: 5, answered: 4 });
      // 1, 2, 6 and 24 hours.
      expect(support!.total.firstResponse.averageHours).toBeCloseTo(8.25, 6);
      expect(support!.total.firstResponse.medianHours).toBeCloseTo(4, 6);
    });

    it('leaves out the parts the account does not see, and counts nothing in an empty period', async () => {
      const db = database.db as Db;
      expect(
        Object.keys(await officeReport(db, period, { applications: false, support: true })),
      ).toEqual(['period', 'support']);
      const empty = await officeReport(db, { from: '2020-01-01', to: '2020-01-03' }, both);
      expect(empty.applications!.received).toBe(0);
      expect(empty.applications!.perDay.map((row) => row.count)).toEqual([0, 0, 0]);
      expect(empty.applications!.timeToDecision).toEqual({
        count: 0,
        averageHours: null,
        medianHours: null,
      });
      expect(empty.support!.total).toEqual({
        received: 0,
        answered: 0,
        firstResponse: { count: 0, averageHours: null, medianHours: null },
      });
    });
  });
}

/** The form's order of the programmes, "no programme" last. */
const { programmeIds } = await import('@/lib/application-form');
function order(programme: string | null): number {
  return programme === null ? Infinity : (programmeIds as readonly string[]).indexOf(programme);
}

describe('the period of the reports', () => {
  const now = new Date('2026-11-29T23:30:00Z');
  it('is the last 30 days by default, today (Khartoum’s) among them', () => {
    expect(collegeToday(now)).toBe('2026-11-30');
    expect(parseReportPeriod({}, now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(daysIn(parseReportPeriod({}, now))).toBe(30);
  });
  it('puts reversed days in order, ignores what is not a day, and keeps at most 366 days', () => {
    expect(parseReportPeriod({ from: '2026-11-10', to: '2026-11-01' }, now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(parseReportPeriod({ from: '2026-02-30', to: 'x' }, now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(parseReportPeriod({ from: '2020-01-01', to: '2026-11-30' }, now)).toEqual({
      from: addDays('2026-11-30', -365),
      to: '2026-11-30',
    });
  });
});
