import { MAIL_WORDING_MAX_BYTES } from '@/lib/mail-wording';
import { mailWordingInput, saveMailWording } from '@/server/settings/mail-wording-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/mail-wording {version, texts: {"ar.Upload.mailApplicantSubject": "…", …}}
 * (administrator): saves the e-mails' wording (src/lib/mail-wording.ts); a word emptied, or
 * written as the catalogue writes it, is the catalogue's again. 200 {version, changed}; 400 a
 * word refused (named `texts.<key>`: too long, a subject of several lines, a placeholder the
 * message cannot fill, a stray brace); 401 signed out; 403 another role or another site; 409
 * saved by someone else since `version`. The next e-mail written uses it.
 */
export const POST = staffWriteRoute(
  'administrator',
  mailWordingInput,
  { maxBytes: MAIL_WORDING_MAX_BYTES, invalid: 'invalid_mail_wording', nested: true },
  saveMailWording,
);
