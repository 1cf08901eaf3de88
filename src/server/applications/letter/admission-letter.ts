/**
 * The admission letter of an accepted application (issue #45, item 2; issue #44, item 2): issued
 * when the office accepts an application, withdrawn when it moves the application away from
 * accepted, checked by anyone with its code on /admission/verify-letter. The letter's words are
 * drawn from the application when asked for (`letter-text.ts`), so only its day and code are kept.
 */
import 'server-only';
import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { LETTER_CODE_ALPHABET } from '@/lib/letter-code';
import { programmeInBoth } from '@content/programme-names';
import type { Db } from '../../db/db';
import { admissionLetters, applications, type AdmissionLetterRow } from '../../db/schema';
import { AppError } from '../../errors';

/** A new verification code, "K7Q2-9XMA-P4TD" (60 random bits). */
export function newLetterCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++) {
    if (i === 4 || i === 8) code += '-';
    code += LETTER_CODE_ALPHABET[randomInt(LETTER_CODE_ALPHABET.length)];
  }
  return code;
}

/** The application's letter in force, if it has one. */
export async function currentLetter(
  db: Db,
  applicationId: string,
): Promise<AdmissionLetterRow | null> {
  const [letter] = await db
    .select()
    .from(admissionLetters)
    .where(
      and(eq(admissionLetters.applicationId, applicationId), isNull(admissionLetters.withdrawnAt)),
    )
    .orderBy(desc(admissionLetters.issuedAt))
    .limit(1);
  return letter ?? null;
}

/**
 * The letter of an application the office has just accepted, inside its transaction: the one in
 * force (an acceptance sent again with a new message keeps its letter), else a new one.
 */
export async function issueLetter(
  tx: Db,
  applicationId: string,
  now: Date,
): Promise<AdmissionLetterRow> {
  const kept = await currentLetter(tx, applicationId);
  if (kept) return kept;
  const [letter] = await tx
    .insert(admissionLetters)
    .values({ applicationId, code: newLetterCode(), issuedAt: now })
    .returning();
  return letter!;
}

/** Withdraws the application's letter in force, if any (the office changed its decision). */
export async function withdrawLetter(tx: Db, applicationId: string, now: Date): Promise<boolean> {
  const withdrawn = await tx
    .update(admissionLetters)
    .set({ withdrawnAt: now })
    .where(
      and(eq(admissionLetters.applicationId, applicationId), isNull(admissionLetters.withdrawnAt)),
    )
    .returning({ id: admissionLetters.id });
  return withdrawn.length > 0;
}

/** What the verification page says of a code. */
export type LetterCheck =
  | {
      state: 'valid';
      code: string;
      name: string;
      reference: string;
      /** The programme in both languages (the online form), else null. */
      programme: { ar: string; en: string } | null;
      intake: string | null;
      issuedAt: string;
    }
  | { state: 'withdrawn'; code: string; issuedAt: string; withdrawnAt: string };

/**
 * The letter a code names: who was admitted to what and when, as the letter says; or that it
 * was withdrawn (nothing of the applicant then). 404 `letter_not_found` for a code never issued.
 */
export async function checkLetter(db: Db, code: string): Promise<LetterCheck> {
  const [row] = await db
    .select({ letter: admissionLetters, application: applications })
    .from(admissionLetters)
    .innerJoin(applications, eq(applications.id, admissionLetters.applicationId))
    .where(eq(admissionLetters.code, code));
  if (!row) throw new AppError('letter_not_found');
  const { letter, application } = row;
  if (letter.withdrawnAt) {
    return {
      state: 'withdrawn',
      code,
      issuedAt: letter.issuedAt.toISOString(),
      withdrawnAt: letter.withdrawnAt.toISOString(),
    };
  }
  return {
    state: 'valid',
    code,
    name: application.applicantName,
    reference: application.reference,
    programme: programmeInBoth(application.form?.programme),
    intake: application.form?.intake ?? null,
    issuedAt: letter.issuedAt.toISOString(),
  };
}
