/**
 * Fills a database with an admissions season (issue #45, item 8): complete applications with
 * varied forms (every track, programme, intake, certificate type and stream, averages from 50
 * to 99), each with its documents' records, some with notes, an officer, a recorded fee, a
 * decision and audit rows. Used by the bench (`scripts/bench-office.mjs`) and to look at the
 * workspace with a full inbox. The documents' files are not written: the lists, filters,
 * sorts, bulk changes and the export never open them.
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
import { applicationDocuments, applicationNotes, applications } from '../../src/server/db/schema';
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
