/**
 * Fills a database with an admissions season (issue #45, item 8): complete applications with
 * varied forms (every track, programme, intake, certificate type and stream, averages from 50
 * to 99), each with its documents' records, some with notes, an officer, a recorded fee, a
 * decision and audit rows; and a year of the support desk: support requests and contact
 * messages, new, answered and closed, some assigned, with the desk's replies and the
 * requesters' follow-ups. Used by the bench (`scripts/bench-office.mjs`) and to look at the
 * workspace with a full inbox. The documents' files are not written, nor the e-mails: the
 * lists, filters, sorts, bulk changes and the export never open them.
 */
import type { Db } from '../../src/server/db/db';
import {
  admissionTracks,
  certificateStreams,
  certificateTypes,
  programmesOf,
} from '../../src/lib/application-choices';
import { feeStatuses } from '../../src/lib/application-fee';
import { reviewStatuses } from '../../src/lib/review-status';
import { issueTypes } from '../../src/lib/issue-types';
import {
  applicationDocuments,
  applicationNotes,
  applications,
  supportReplies,
  supportRequests,
} from '../../src/server/db/schema';
import { staffAuditLog } from '../../src/server/db/staff-schema';

const FIRST = ['سارة', 'محمد', 'أحمد', 'فاطمة', 'عمر', 'آمنة', 'يوسف', 'مريم', 'خالد', 'هبة'];
const FAMILY = ['عثمان', 'إبراهيم', 'علي', 'الطيب', 'حسن', 'الأمين', 'بشير', 'عبدالله'];
const LATIN_FIRST = ['Sara', 'Mohamed', 'Ahmed', 'Fatima', 'Omar', 'Amna', 'Yousif', 'Mariam'];
const LATIN_FAMILY = ['Osman', 'Ibrahim', 'Ali', 'Eltayeb', 'Hassan', 'Elamin', 'Bashir'];
const NATIONALITIES = ['سودانية', 'سودانية', 'سودانية', 'مصرية', 'إريترية', 'تشادية', 'نيجيرية'];
const INTAKES = ['2026-2027', '2027-2028'];
const SLOTS = ['id', 'certificate', 'photo'] as const;

/** A small, seeded generator: the same season every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

export interface OfficeSeason {
  applications: number;
  /** The officers applications are assigned to (about two in three are). */
  officers: { id: string; email: string }[];
  seed?: number;
}

/** Writes the season in batches of 250; returns the applications' ids. */
export async function fillApplications(db: Db, season: OfficeSeason): Promise<string[]> {
  const random = generator(season.seed ?? 45);
  const ids: string[] = [];
  const start = Date.UTC(2026, 9, 1);
  for (let offset = 0; offset < season.applications; offset += 250) {
    const count = Math.min(250, season.applications - offset);
    const rows = Array.from({ length: count }, (_, i) => {
      const n = offset + i;
      const track = random.pick(admissionTracks);
      const programme = random.pick(programmesOf[track]);
      const locale: 'ar' | 'en' = random.next() < 0.7 ? 'ar' : 'en';
      const nameAr = `${random.pick(FIRST)} ${random.pick(FIRST)} ${random.pick(FAMILY)}`;
      const nameEn = `${random.pick(LATIN_FIRST)} ${random.pick(LATIN_FIRST)} ${random.pick(LATIN_FAMILY)}`;
      const average = (50 + random.next() * 49).toFixed(1);
      const completedAt = new Date(start + Math.floor(random.next() * 55 * 86_400_000));
      const qualification =
        track === 'graduate'
          ? {
              kind: 'degree',
              level: 'bachelor',
              field: 'Accounting',
              university: 'University of Khartoum',
              year: '2018',
              percentage: average,
            }
          : {
              kind: 'secondary',
              type:
                track === 'international'
                  ? random.pick(['arab', 'foreign'])
                  : random.pick(certificateTypes),
              stream: random.pick(certificateStreams),
              year: '2026',
              percentage: average,
            };
      const reviewStatus = random.pick(reviewStatuses);
      const feeStatus = random.pick(feeStatuses);
      const officer =
        random.next() < 0.66 && season.officers.length > 0 ? random.pick(season.officers) : null;
      return {
        reference: `RWD-2026-${String(100000 + n).slice(-6)}${'ABCDEFGHJK'[n % 10]}`,
        applicantName: locale === 'ar' ? nameAr : nameEn,
        applicantEmail: `applicant-${n}@example.com`,
        locale,
        uploadTokenHash: `seeded-${n}`,
        status: 'complete' as const,
        createdAt: completedAt,
        completedAt,
        form: {
          track,
          programme,
          intake: random.pick(INTAKES),
          nameAr,
          nameEn,
          dateOfBirth: '2008-03-14',
          nationality:
            track === 'international'
              ? random.pick(NATIONALITIES.slice(3))
              : random.pick(NATIONALITIES),
          idNumber: `${100 + (n % 900)}-${1000 + (n % 9000)}-${n % 1000}`,
          phone: `09${String(10_000_000 + n).slice(-8)}`,
          email: `applicant-${n}@example.com`,
          city: 'الخرطوم',
          qualification,
          guardianName: 'أحمد محمد علي',
          guardianPhone: '+249 123 456 789',
          declaration: true,
        } as never,
        reviewStatus,
        reviewUpdatedAt:
          reviewStatus === 'received' ? null : new Date(+completedAt + 3 * 86_400_000),
        feeStatus,
        feeAmount: feeStatus === 'paid' ? '15000.00' : null,
        feePaidOn: feeStatus === 'paid' ? completedAt.toISOString().slice(0, 10) : null,
        feeBankReference: feeStatus === 'paid' ? `BOK-${n}` : null,
        feeRecordedAt: feeStatus === 'paid' ? completedAt : null,
        applicantUpdatedAt: random.next() < 0.1 ? new Date(+completedAt + 5 * 86_400_000) : null,
        assignedTo: officer?.id ?? null,
      };
    });
    const written = await db.insert(applications).values(rows).returning({ id: applications.id });
    const batch = written.map((row) => row.id);
    ids.push(...batch);
    // Most have all three documents; some still wait for one.
    await db.insert(applicationDocuments).values(
      batch.flatMap((applicationId, i) =>
        SLOTS.filter((_, slot) => slot < 2 || (offset + i) % 7 !== 0).map((slot) => ({
          applicationId,
          slot,
          fileName: `${slot}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: 120_000,
          sha256: '0'.repeat(64),
          storageKey: `seeded/${applicationId}/${slot}`,
        })),
      ),
    );
    await db.insert(applicationNotes).values(
      batch
        .filter((_, i) => (offset + i) % 3 === 0)
        .map((applicationId) => ({
          applicationId,
          authorName: 'Admissions office',
          body: 'Certificate checked against the ministry list.',
        })),
    );
    const actor = season.officers[0];
    await db.insert(staffAuditLog).values(
      batch.flatMap((id) => [
        {
          actorId: actor?.id ?? null,
          actorEmail: actor?.email ?? null,
          action: 'application.view',
          subjectType: 'application',
          subjectId: id,
        },
        {
          actorId: actor?.id ?? null,
          actorEmail: actor?.email ?? null,
          action: 'application.status',
          subjectType: 'application',
          subjectId: id,
          detail: { to: 'under_review' },
        },
      ]),
    );
  }
  return ids;
}

export interface SupportYear {
  requests: number;
  /** The support agents requests are assigned to (about half are) and who reply. */
  agents: { id: string; email: string; name: string }[];
  seed?: number;
}

const SUBJECTS = ['Admission dates', 'Tuition fees', 'Transcript request', 'Visit the campus'];

/**
 * Writes the support desk's year in batches of 500: support requests (about four in five) and
 * contact messages, spread over 2026; a new one has no reply or the requester's follow-up after
 * the desk's last, an answered one ends with the desk's reply, a closed one either. Returns the
 * requests' ids.
 */
export async function fillSupportRequests(db: Db, year: SupportYear): Promise<string[]> {
  const random = generator(year.seed ?? 46);
  const ids: string[] = [];
  const start = Date.UTC(2026, 0, 1);
  for (let offset = 0; offset < year.requests; offset += 500) {
    const count = Math.min(500, year.requests - offset);
    const rows = Array.from({ length: count }, (_, i) => {
      const n = offset + i;
      const kind = random.next() < 0.8 ? ('support' as const) : ('contact' as const);
      const locale: 'ar' | 'en' = random.next() < 0.7 ? 'ar' : 'en';
      const agent = random.next() < 0.5 && year.agents.length > 0 ? random.pick(year.agents) : null;
      return {
        reference: `SUP-2026-${String(100000 + n).slice(-6)}`,
        fullName:
          locale === 'ar'
            ? `${random.pick(FIRST)} ${random.pick(FAMILY)}`
            : `${random.pick(LATIN_FIRST)} ${random.pick(LATIN_FAMILY)}`,
        email: `requester-${n}@example.com`,
        issueType: kind === 'contact' ? ('other' as const) : random.pick(issueTypes),
        description: 'I cannot open the lecture notes of my course from the platform.',
        locale,
        createdAt: new Date(start + Math.floor(random.next() * 360 * 86_400_000)),
        status: random.pick(['new', 'answered', 'closed'] as const),
        kind,
        subject: kind === 'contact' ? random.pick(SUBJECTS) : null,
        assignedTo: agent?.id ?? null,
      };
    });
    const written = await db
      .insert(supportRequests)
      .values(rows)
      .returning({ id: supportRequests.id });
    ids.push(...written.map((row) => row.id));
    const replies = written.flatMap(({ id }, i) => {
      const request = rows[i]!;
      // The thread as its status says it went: the desk's replies, then perhaps a follow-up.
      const deskReplies =
        request.status === 'new'
          ? random.next() < 0.3
            ? 1
            : 0
          : 1 + Math.floor(random.next() * 3);
      const followUp =
        request.status === 'new'
          ? deskReplies > 0
          : random.next() < 0.2 && request.status === 'closed';
      const agent =
        year.agents.find((candidate) => candidate.id === request.assignedTo) ??
        (year.agents.length > 0 ? random.pick(year.agents) : null);
      const at = (step: number) => new Date(+request.createdAt + step * 86_400_000);
      const thread: (typeof supportReplies.$inferInsert)[] = [];
      for (let step = 1; step <= deskReplies; step++) {
        thread.push({
          requestId: id,
          authorId: agent?.id ?? null,
          authorEmail: agent?.email ?? 'desk@example.com',
          authorName: agent?.name ?? 'Support desk',
          body: "Please sign out, clear the browser's data for the site and sign in again.",
          createdAt: at(step),
          from: 'desk',
        });
        if (step < deskReplies) {
          thread.push({
            requestId: id,
            authorEmail: request.email,
            authorName: request.fullName,
            body: 'It still does not open.',
            createdAt: at(step + 0.5),
            from: 'requester',
          });
        }
      }
      if (followUp) {
        thread.push({
          requestId: id,
          authorEmail: request.email,
          authorName: request.fullName,
          body: 'Thank you, one more question.',
          createdAt: at(deskReplies + 0.5),
          from: 'requester',
        });
      }
      return thread;
    });
    if (replies.length > 0) await db.insert(supportReplies).values(replies);
  }
  return ids;
}
