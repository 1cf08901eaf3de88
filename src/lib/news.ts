/**
 * The news desk's rules, shared by the editor's forms and the endpoints (issue #22): a news
 * item as the editor saves it, what it needs before it can be published, and the changes of
 * its status. Error codes are keys of `Staff.fieldErrors`.
 *
 * A draft may be incomplete (one language written, the other not yet); publishing needs both
 * languages of every field, and the picture's alt text in both when there is a picture.
 *
 * Loaded by the database schema outside the Next.js bundler: relative imports only.
 */
import './zod';
import { z } from 'zod';
import { COLLEGE_UTC_OFFSET, isCalendarDate } from './college-time';
import { calendarDay, slugField } from './record-fields';
import { readRichText, storedRichText, textLength } from './rich-text';
import { singleLine } from './single-line';
import { optionalText } from './text-field';

export const newsStatuses = ['draft', 'published'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

export const MAX_NEWS_TITLE = 160;
export const MAX_NEWS_EXCERPT = 240;
export const MAX_NEWS_BODY = 20_000;
export const MAX_NEWS_ALT = 250;
/** A save's body at most: both languages' documents at their longest, at up to two bytes a character. */
export const NEWS_MAX_BYTES = 1024 * 1024;

const line = (max: number, tooLong: string) => optionalText(singleLine, max, tooLong);

/**
 * A text written with the toolbar editor: its document as JSON (or text in the marks of
 * src/lib/rich-text.ts, from a script or an earlier version), kept as the document the site
 * stores ('' when it has no words). At most `maxText` letters of words (`tooLong` past them);
 * the JSON itself at most ten times that (a mark on every few words).
 */
export function richText(maxText: number, tooLong: string) {
  return z
    .string({ error: 'invalid' })
    .max(maxText * 10, { error: tooLong })
    .transform((value, context) => {
      const { document, problems } = readRichText(value);
      const problem = problems[0];
      if (!document || problem) {
        context.addIssue({ code: 'custom', message: problem ?? 'bodyInvalid' });
        return z.NEVER;
      }
      if (textLength(document) > maxText) {
        context.addIssue({ code: 'custom', message: tooLong });
        return z.NEVER;
      }
      return storedRichText(document);
    });
}

/** A news item's (or a circular's) body: at most MAX_NEWS_BODY letters of words. */
export const richTextBody = richText(MAX_NEWS_BODY, 'bodyTooLong');

/** What the editor saves: every text may still be empty, except the address and the date. */
export const newsDraftSchema = z
  .object({
    slug: slugField,
    date: calendarDay('dateInvalid'),
    titleAr: line(MAX_NEWS_TITLE, 'titleTooLong'),
    titleEn: line(MAX_NEWS_TITLE, 'titleTooLong'),
    excerptAr: line(MAX_NEWS_EXCERPT, 'excerptTooLong'),
    excerptEn: line(MAX_NEWS_EXCERPT, 'excerptTooLong'),
    bodyAr: richTextBody,
    bodyEn: richTextBody,
    imageId: z.uuid({ error: 'imageInvalid' }).nullable(),
    imageAltAr: line(MAX_NEWS_ALT, 'altTooLong'),
    imageAltEn: line(MAX_NEWS_ALT, 'altTooLong'),
  })
  .strict();
export type NewsDraft = z.output<typeof newsDraftSchema>;

/**
 * When the editor's copy was read (the item's `updatedAt`): a save or a change of status made
 * from an older copy than the item's is refused (409), so two editors never overwrite each
 * other without knowing it. The workspace's forms always send it.
 */
const version = z.iso.datetime({ offset: true, error: 'invalid' }).optional();

/** A save of an existing item: its words, and the version they were read from. */
export const newsSaveSchema = newsDraftSchema.extend({ version });
export type NewsDraftInput = z.input<typeof newsDraftSchema>;

/** The fields publishing needs, each in both languages. */
const requiredToPublish = [
  'titleAr',
  'titleEn',
  'excerptAr',
  'excerptEn',
  'bodyAr',
  'bodyEn',
] as const;

/**
 * What is missing before an item can be published: field → error code (empty when it can be).
 * The picture is optional; when there is one, its alt text is required in both languages.
 */
export function missingToPublish(
  item: Pick<
    NewsDraft,
    (typeof requiredToPublish)[number] | 'imageId' | 'imageAltAr' | 'imageAltEn'
  >,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const field of requiredToPublish) {
    if (!item[field].trim()) missing[field] = 'requiredToPublish';
  }
  if (item.imageId) {
    if (!item.imageAltAr.trim()) missing.imageAltAr = 'altRequired';
    if (!item.imageAltEn.trim()) missing.imageAltEn = 'altRequired';
  }
  return missing;
}

/**
 * A date and time typed in the college's time zone (`YYYY-MM-DDTHH:MM`, as a `datetime-local`
 * field gives it, or with seconds), as an instant.
 */
export function collegeDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  if (!isCalendarDate(value.slice(0, 10))) return null;
  const at = new Date(`${value.length === 16 ? `${value}:00` : value}${COLLEGE_UTC_OFFSET}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A publication time typed in the college's time zone (a `datetime-local` field), as an instant. */
export const scheduleAt = z.string({ error: 'scheduleInvalid' }).transform((value, context) => {
  const at = collegeDateTime(value);
  if (!at) {
    context.addIssue({ code: 'custom', message: 'scheduleInvalid' });
    return z.NEVER;
  }
  return at;
});

/** Publish now, publish at a time (schedule), or take an item off the site. */
export const newsStatusSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish'), version }).strict(),
    z
      .object({
        action: z.literal('schedule'),
        version,
        at: scheduleAt,
      })
      .strict(),
    z.object({ action: z.literal('unpublish'), version }).strict(),
  ],
  { error: 'newsActionRequired' },
);
export type NewsStatusChange = z.output<typeof newsStatusSchema>;

/** Putting an earlier revision back. */
export const newsRestoreSchema = z
  .object({ revision: z.uuid({ error: 'revisionInvalid' }) })
  .strict();

/** Where a news item stands for a visitor, from its status and its publication time. */
export function newsVisibility(
  item: { status: NewsStatus; publishAt: Date | null },
  now: Date = new Date(),
): 'draft' | 'scheduled' | 'published' {
  if (item.status !== 'published' || !item.publishAt) return 'draft';
  return item.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/**
 * Where a board member or a directory record stands for a visitor: they have no status, only a
 * publication time (null for a draft).
 */
export function publicationVisibility(
  publishAt: Date | null,
  now: Date = new Date(),
): 'draft' | 'scheduled' | 'published' {
  return newsVisibility({ status: publishAt ? 'published' : 'draft', publishAt }, now);
}
