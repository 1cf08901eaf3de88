/**
 * Password links (src/server/staff/staff-mail.ts), the links of e-mailed application drafts
 * (src/server/applications/draft-link.ts), an applicant's personal links to their page and to
 * its documents tab (src/server/applications/applicant-link.ts) and a support request's reply
 * links (src/server/support/support-link.ts) work for anyone who holds them. A message's text keeps
 * its link only until it is delivered: then the outbox row is rewritten without the token, so
 * neither the database nor the workspace's mail area holds a working link; the area masks it
 * while the message waits too.
 */
import 'server-only';

/** A password link's token, and an e-mailed draft's key (`draft-link.ts`). */
const TOKEN = /(#(?:token|draft)=)[A-Za-z0-9_.%-]+/g;
/** A support request's reply link (`support/support-link.ts`): `/support/reply#{id}.{key}`. */
const SUPPORT_REPLY = /(\/support\/reply#[0-9a-f-]{36}\.)[A-Za-z0-9_-]+/g;

/**
 * An applicant's personal link (`applicant-link.ts`): `/admission/your-application#{id}.{key}`,
 * and `?tab=documents#continue={id}.{key}` for a sent form still waiting for its documents.
 */
const APPLICANT = /((?:\/admission\/your-application#|#continue=)[0-9a-f-]{36}\.)[A-Za-z0-9_-]+/g;

export function withoutSecrets(text: string): string {
  return text.replace(TOKEN, '$1…').replace(SUPPORT_REPLY, '$1…').replace(APPLICANT, '$1…');
}
