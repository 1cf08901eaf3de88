/**
 * An application form continued on another device (issue #44, item 6). After its first step
 * the form offers to e-mail a link; the draft as it is then (answers, step, submission key) is
 * kept here and opens, from the link, in any browser: `{SITE_URL}/en/admission/application
 * #draft={id}.{key}`. The key sits after '#', which no server logs; only its SHA-256 is kept.
 * A draft is kept DRAFT_LINK_DAYS days, and removed at once when its form is sent.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import { mailTranslator } from '../mail/mail-words';
import { localePath } from '@/i18n/routing';
import { formatDateTimeOf } from '@/lib/format';
import {
  DRAFT_LINK_DAYS,
  DRAFT_LINKS_PER_ADDRESS_PER_HOUR,
  type DraftData,
  type DraftLinkInput,
} from '@/lib/draft-link';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import { applicationDrafts } from '../db/schema';
import { AppError } from '../errors';
import { deliverInBackground, enqueueMail } from '../mail/deliver-mail';
import { mailboxOf } from '../mail/mailbox';

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** Keeps the draft and e-mails its link; at most a few links an hour to one address. */
export async function sendDraftLink(
  db: Db,
  input: DraftLinkInput,
  now = new Date(),
): Promise<{ expiresAt: string }> {
  const email = input.email.toLowerCase();
  const emailKey = mailboxOf(email);
  const key = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + DRAFT_LINK_DAYS * 86_400_000);
  const ids = await db.transaction(async (tx) => {
    // One mailbox's links are counted one request at a time, on every instance.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`draft-link:${emailKey}`}))`);
    const [sent] = await tx
      .select({ n: count() })
      .from(applicationDrafts)
      .where(
        and(
          eq(applicationDrafts.emailKey, emailKey),
          gt(applicationDrafts.createdAt, new Date(now.getTime() - 3_600_000)),
        ),
      );
    if ((sent?.n ?? 0) >= DRAFT_LINKS_PER_ADDRESS_PER_HOUR) throw new AppError('draft_links_spent');
    const [draft] = await tx
      .insert(applicationDrafts)
      .values({
        keyHash: keyHash(key),
        email,
        emailKey,
        locale: input.locale,
        draft: input.draft,
        idempotencyKey: input.draft.key,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: applicationDrafts.id });
    const url = `${siteConfig.siteUrl}${localePath(input.locale, '/admission/application')}#draft=${draft!.id}.${key}`;
    const say = mailTranslator(input.locale, 'Upload');
    return enqueueMail(tx as unknown as Db, [
      {
        kind: 'application-draft-link',
        locale: input.locale,
        relatedId: draft!.id,
        to: email,
        subject: say('mailDraftSubject', { college: siteConfig.name[input.locale] }),
        text: [
          say('mailDraftGreeting'),
          '',
          say('mailDraftBody', {
            url,
            until: formatDateTimeOf(input.locale, expiresAt.toISOString()),
          }),
          '',
          say('mailDraftIgnore'),
          '',
          mailTranslator(input.locale, 'Upload')('mailSignature'),
        ].join('\n'),
      },
    ]);
  });
  void deliverInBackground(db, ids);
  return { expiresAt: expiresAt.toISOString() };
}

/** The draft a link opens; 404 for a wrong key, an expired or a sent one. */
export async function openDraft(
  db: Db,
  id: string,
  key: string | null,
  now = new Date(),
): Promise<DraftData> {
  if (!isUuid(id) || !key || key.length > 100) throw new AppError('not_found');
  const [row] = await db
    .select()
    .from(applicationDrafts)
    .where(and(eq(applicationDrafts.id, id), eq(applicationDrafts.keyHash, keyHash(key))));
  if (!row || row.expiresAt <= now) throw new AppError('not_found');
  return row.draft;
}

/** Removes the e-mailed drafts of a form just sent (its submission key), in its transaction. */
export async function forgetDrafts(tx: Db, idempotencyKey: string): Promise<void> {
  await tx.delete(applicationDrafts).where(eq(applicationDrafts.idempotencyKey, idempotencyKey));
}

/** Removes expired drafts (run with the periodic clean-up). */
export async function pruneDrafts(db: Db, now = new Date()): Promise<void> {
  await db.delete(applicationDrafts).where(lt(applicationDrafts.expiresAt, now));
}
