/**
 * Review where the college wants it (issue #47, item 2), shared by the pages
 * (src/server/pages/page-review.ts) and the desks of items (news, events, circulars:
 * item-review.ts): the sections whose publications wait for review (set by an administrator,
 * table section_reviews), who reviews (an editor of every section), who must submit instead of
 * publishing, and the e-mail that tells an author what became of their submission.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import { editorSections, type EditorScope, type EditorSection } from '@/config/editor-sections';
import type { SitePath } from '@/config/site-paths';
import { localePath, type Locale } from '@/i18n/routing';
import { formatDateTimeOf } from '@/lib/format';
import { singleLine } from '@/lib/single-line';
import type { Db } from '../db/db';
import { sectionReviews, staffUser } from '../db/schema';
import { deliverInBackground, enqueueMail, type NewMail } from '../mail/deliver-mail';
import { mailTranslator } from '../mail/mail-words';

/** The review columns of an item or a record as a submission, a return or an approval writes them. */
export interface ReviewColumns {
  reviewState: 'submitted' | 'returned' | null;
  reviewAuthorId?: string | null;
  reviewAuthor?: string | null;
  reviewAt?: Date | null;
  reviewComment?: string | null;
}

/** The sections whose publications wait for review, in the order of editorSections. */
export async function reviewedSections(db: Db): Promise<EditorSection[]> {
  const rows = await db.select({ section: sectionReviews.section }).from(sectionReviews);
  const set = new Set(rows.map((row) => row.section));
  return editorSections.filter((section) => set.has(section));
}

/** Whether the account reviews: an editor of every section. */
export function isReviewer(staff: { roles: readonly string[]; sections: EditorScope }): boolean {
  return staff.roles.includes('editor') && staff.sections === 'all';
}

/**
 * Whether `actor` must submit for review rather than publish in `section`: an account limited
 * to some sections, where the section waits for review. An actor without roles (a script, the
 * tests' own) is not one.
 */
export async function mustSubmitIn(
  db: Db,
  actor: { roles?: readonly string[]; sections?: EditorScope },
  section: EditorSection,
): Promise<boolean> {
  if (
    !actor.roles ||
    !actor.sections ||
    isReviewer({ roles: actor.roles, sections: actor.sections })
  ) {
    return false;
  }
  return (await reviewedSections(db)).includes(section);
}

export type ReviewOutcome =
  | { kind: 'approved'; reviewer: string; at: Date | null }
  | { kind: 'returned'; reviewer: string; comment: string };

/**
 * E-mails the author of a submission what became of it, in the author's language: what was
 * submitted (`title`, in that language), where it is in the workspace (`path`), the outcome.
 * Nothing when the account is gone or disabled.
 */
export async function tellReviewAuthor(
  db: Db,
  authorId: string,
  submission: {
    title: (locale: Locale) => string | Promise<string>;
    path: (locale: Locale) => SitePath;
    relatedId: string;
  },
  outcome: ReviewOutcome,
): Promise<void> {
  const [author] = await db
    .select({
      name: staffUser.name,
      email: staffUser.email,
      locale: staffUser.locale,
      banned: staffUser.banned,
    })
    .from(staffUser)
    .where(eq(staffUser.id, authorId));
  if (!author || author.banned) return;
  const title = await submission.title(author.locale);
  const link = `${siteConfig.siteUrl}${localePath(author.locale, submission.path(author.locale))}`;
  const mail = reviewMail(author, title, link, submission.relatedId, outcome);
  const ids = await enqueueMail(db, [mail]);
  void deliverInBackground(db, ids);
}

function reviewMail(
  author: { name: string; email: string; locale: Locale },
  title: string,
  link: string,
  relatedId: string,
  outcome: ReviewOutcome,
): NewMail {
  const { locale } = author;
  const t = mailTranslator(locale, 'ReviewMail');
  const college = siteConfig.name[locale];
  const page = singleLine(title);
  const when =
    outcome.kind === 'approved' && outcome.at
      ? formatDateTimeOf(locale, outcome.at.toISOString())
      : null;
  const lines =
    outcome.kind === 'approved'
      ? [
          when
            ? t('scheduledBody', { page, reviewer: outcome.reviewer, when })
            : t('publishedBody', { page, reviewer: outcome.reviewer }),
        ]
      : [t('returnedBody', { page, reviewer: outcome.reviewer }), '', outcome.comment];
  return {
    // Named after the first desk under review, the pages; every desk's review sends them (the
    // outbox calls them "Review: approved" and "Review: sent back").
    kind: outcome.kind === 'approved' ? 'page-approved' : 'page-returned',
    locale,
    relatedId,
    to: author.email,
    subject: t(outcome.kind === 'approved' ? 'approvedSubject' : 'returnedSubject', { page }),
    text: [
      t('greeting', { name: author.name }),
      '',
      ...lines,
      '',
      t('link', { link }),
      '',
      t('signature', { college }),
    ].join('\n'),
  };
}
