/**
 * Notices and circulars (issue #47, item 5), apart from the news: an exam timetable, a results
 * announcement, a closure, a circular. Each has a date, the audiences it is for (students, staff,
 * applicants), a text in both languages, an optional document of the library, and an optional
 * last day after which it leaves the current list for its audiences' archives. An urgent one
 * is marked and can be shown on every page as the site's banner. Published, scheduled and
 * withdrawn as the news are (`newsStatusSchema`). Error codes are keys of `Staff.fieldErrors`.
 *
 * Loaded by the database schema outside the Next.js bundler: relative imports only.
 */
import './zod';
import { z } from 'zod';
import { calendarDay, optionalCalendarDay, slugField } from './record-fields';
import { richTextBody } from './news';
import { singleLine } from './single-line';
import { optionalText } from './text-field';

/** Whom a circular is for; each has its archive page, /circulars/{audience}. */
export const circularAudiences = ['students', 'staff', 'applicants'] as const;
export type CircularAudience = (typeof circularAudiences)[number];

export function isCircularAudience(value: unknown): value is CircularAudience {
  return typeof value === 'string' && (circularAudiences as readonly string[]).includes(value);
}

/** What a circular is about, shown as its label. */
export const circularKinds = ['exams', 'results', 'closure', 'general'] as const;
export type CircularKind = (typeof circularKinds)[number];

export const MAX_CIRCULAR_TITLE = 160;

const line = (max: number, tooLong: string) => optionalText(singleLine, max, tooLong);

/** A circular as the editor saves it: the texts may still be empty in one language. */
export const circularDraftSchema = z
  .object({
    slug: slugField,
    date: calendarDay('dateInvalid'),
    /** The last day it is current; '' for a circular that stays until it is taken off. */
    expiresOn: optionalCalendarDay('circularExpiryInvalid').default(''),
    kind: z.enum(circularKinds, { error: 'circularKindRequired' }),
    audiences: z
      .array(z.enum(circularAudiences, { error: 'circularAudienceRequired' }), {
        error: 'circularAudienceRequired',
      })
      .min(1, { error: 'circularAudienceRequired' })
      .max(circularAudiences.length, { error: 'circularAudienceRequired' })
      // Kept in the order of circularAudiences, each once.
      .transform((chosen) => circularAudiences.filter((audience) => chosen.includes(audience))),
    urgent: z.boolean({ error: 'invalid' }),
    titleAr: line(MAX_CIRCULAR_TITLE, 'titleTooLong'),
    titleEn: line(MAX_CIRCULAR_TITLE, 'titleTooLong'),
    bodyAr: richTextBody,
    bodyEn: richTextBody,
    /** A document of the library joined to it (its id), or null. */
    fileId: z
      .string({ error: 'circularFileInvalid' })
      .nullable()
      // The editor's list sends '' for none.
      .transform((value, context) => {
        if (!value) return null;
        if (!z.uuid().safeParse(value).success) {
          context.addIssue({ code: 'custom', message: 'circularFileInvalid' });
          return z.NEVER;
        }
        return value;
      }),
  })
  .strict()
  .superRefine(({ date, expiresOn }, context) => {
    if (expiresOn && expiresOn < date) {
      context.addIssue({
        code: 'custom',
        path: ['expiresOn'],
        message: 'circularExpiryBeforeDate',
      });
    }
  });
export type CircularDraft = z.output<typeof circularDraftSchema>;
export type CircularDraftInput = z.input<typeof circularDraftSchema>;

/** A save of an existing circular, with the version the editor read (see `newsSaveSchema`). */
export const circularSaveSchema = circularDraftSchema.safeExtend({
  version: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
});

const requiredToPublish = ['titleAr', 'titleEn', 'bodyAr', 'bodyEn'] as const;

/** What is missing before a circular can be published: field → error code. */
export function missingCircularFields(
  circular: Pick<CircularDraft, (typeof requiredToPublish)[number]>,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const field of requiredToPublish) {
    if (!circular[field].trim()) missing[field] = 'requiredToPublish';
  }
  return missing;
}

/**
 * A circular's anchor on the public pages: its address after a prefix, so that no address an
 * editor chooses (`main`) is the id of another part of the page.
 */
export function circularAnchor(slug: string): string {
  return `notice-${slug}`;
}

/** Whether a circular is still current on `today` (YYYY-MM-DD in Khartoum). */
export function isCurrentCircular(circular: { expiresOn: string | null }, today: string): boolean {
  return !circular.expiresOn || circular.expiresOn >= today;
}

/** A circular in one language, as the public pages show it. */
export interface CircularView {
  /** Its anchor on the pages, the same in both languages. */
  slug: string;
  date: string;
  expiresOn: string | null;
  kind: CircularKind;
  audiences: CircularAudience[];
  urgent: boolean;
  title: string;
  /** The stored rich text (src/lib/rich-text.ts). */
  body: string;
  file: { href: string; title: string; bytes: number | null } | null;
}
