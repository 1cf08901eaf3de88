/**
 * The admission letter of an application as a PDF answer, in `locale`: for the applicant's link
 * and for the office. 404 while it has none in force (not accepted, or the decision changed).
 */
import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Db } from '../../db/db';
import type { ApplicationRow } from '../../db/schema';
import { AppError } from '../../errors';
import { currentLetter } from './admission-letter';
import { letterPdfOnce } from './letter-pdf';
import { letterText } from './letter-text';

export async function letterResponse(
  db: Db,
  application: ApplicationRow,
  locale: Locale,
): Promise<Response> {
  const letter =
    application.status === 'complete' && application.reviewStatus === 'accepted'
      ? await currentLetter(db, application.id)
      : null;
  if (!letter) throw new AppError('not_found');
  const pdf = await letterPdfOnce(letterText(application, letter, locale));
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="admission-letter-${application.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
