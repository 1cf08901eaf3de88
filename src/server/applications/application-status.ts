/**
 * Where an application is, for the status page (/admission/status): found by its reference and
 * the e-mail address it was made with, and only once it is complete. Nothing but the status is
 * given out: no document, no name, nothing else the applicant entered.
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FeeStatus } from '@/lib/application-fee';
import type { Db } from '../db/db';
import { applications, type ApplicationRow, type ReviewStatus } from '../db/schema';
import { AppError } from '../errors';

/** The answer of POST /api/applications/status. */
export interface ApplicationStatus {
  reference: string;
  status: ReviewStatus;
  /** The admissions office's message to the applicant (with 'more_information'), as written. */
  message: string | null;
  /** When the status last changed (the completion, until the office acts), ISO 8601. */
  updatedAt: string;
  /** Whether the application fee is paid, as the office recorded it (issue #44). */
  feeStatus: FeeStatus;
}

/** An e-mail address as compared here: trimmed, case-insensitive, of a fixed length. */
function emailDigest(email: string): Buffer {
  return createHash('sha256').update(email.trim().toLowerCase()).digest();
}

/**
 * Whether `given` is the address an application was made with (`stored`, '' when there is no
 * application): the same work either way, so the answer's time never tells which exist.
 */
function sameApplicantEmail(stored: string, given: string): boolean {
  return timingSafeEqual(emailDigest(stored), emailDigest(given));
}

/**
 * The complete application with this reference, if `email` is its applicant's address
 * (compared case-insensitively). An unknown reference, another address and an incomplete
 * application all throw the same AppError('status_not_found'), after the same work (one query
 * by reference, one comparison), so the answer never tells which references exist.
 */
export async function findSentApplication(
  db: Db,
  reference: string,
  email: string,
): Promise<ApplicationRow & { completedAt: Date }> {
  const row = await applicationOfApplicant(db, reference, email);
  if (!row || row.status !== 'complete' || !row.completedAt) {
    throw new AppError('status_not_found');
  }
  return row as ApplicationRow & { completedAt: Date };
}

/**
 * The application with this reference if `email` is its applicant's address, else null: one
 * query by reference and one comparison whether or not it exists.
 */
export async function applicationOfApplicant(
  db: Db,
  reference: string,
  email: string,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(applications.reference, reference))
    .limit(1);
  // Without a row, the address is compared with the digest of an empty one: the same work.
  const sameEmail = sameApplicantEmail(row?.applicantEmail ?? '', email);
  return row && sameEmail ? row : null;
}

/** The status of the sent application with this reference and address (findSentApplication). */
export async function lookUpApplicationStatus(
  db: Db,
  reference: string,
  email: string,
): Promise<ApplicationStatus> {
  const row = await findSentApplication(db, reference, email);
  return {
    reference: row.reference,
    status: row.reviewStatus,
    message: row.reviewMessage,
    updatedAt: (row.reviewUpdatedAt ?? row.completedAt).toISOString(),
    feeStatus: row.feeStatus,
  };
}
