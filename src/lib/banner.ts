/**
 * The site-wide announcement banner (issue #22): one message in both languages, an optional
 * link, a severity, and when it is shown (from, until). Shared by the editor's form and the
 * endpoint; error codes are keys of `Staff.fieldErrors`.
 *
 * Loaded by the database schema outside the Next.js bundler: relative imports only.
 */
import './zod';
import { z } from 'zod';
import { collegeDateTime } from './news';
import { isSafeHref } from './rich-text';
import { singleLine } from './single-line';
import { optionalText, requiredText } from './text-field';

export const bannerSeverities = ['info', 'warning', 'urgent'] as const;
export type BannerSeverity = (typeof bannerSeverities)[number];

export const MAX_BANNER_MESSAGE = 280;
export const MAX_BANNER_LINK_LABEL = 60;

const line = (max: number, required: string, tooLong: string) =>
  requiredText(singleLine, max, required, tooLong);

const optionalLine = (max: number, tooLong: string) => optionalText(singleLine, max, tooLong);

/** A time typed in Khartoum, or '' for none. */
const when = z.string({ error: 'bannerTimeInvalid' }).transform((value, context) => {
  if (value.trim() === '') return null;
  const at = collegeDateTime(value.trim());
  if (!at) {
    context.addIssue({ code: 'custom', message: 'bannerTimeInvalid' });
    return z.NEVER;
  }
  return at;
});

/** What the editor saves and shows (or keeps off with `enabled: false`). */
const bannerFields = z.object({
  messageAr: line(MAX_BANNER_MESSAGE, 'bannerMessageRequired', 'bannerMessageTooLong'),
  messageEn: line(MAX_BANNER_MESSAGE, 'bannerMessageRequired', 'bannerMessageTooLong'),
  linkHref: z
    .string({ error: 'invalid' })
    .trim()
    .max(500, { error: 'bannerLinkInvalid' })
    .refine((value) => value === '' || isSafeHref(value), { error: 'bannerLinkInvalid' }),
  linkLabelAr: optionalLine(MAX_BANNER_LINK_LABEL, 'bannerLinkLabelTooLong'),
  linkLabelEn: optionalLine(MAX_BANNER_LINK_LABEL, 'bannerLinkLabelTooLong'),
  severity: z.enum(bannerSeverities, { error: 'bannerSeverityRequired' }),
  shownFrom: when,
  shownUntil: when,
  enabled: z.boolean({ error: 'invalid' }),
});

/** What the banner's fields must agree on: a link has its words, the end comes after the start. */
function checkBanner(banner: z.infer<typeof bannerFields>, context: z.RefinementCtx): void {
  if (banner.linkHref) {
    if (!banner.linkLabelAr) {
      context.addIssue({
        code: 'custom',
        path: ['linkLabelAr'],
        message: 'bannerLinkLabelRequired',
      });
    }
    if (!banner.linkLabelEn) {
      context.addIssue({
        code: 'custom',
        path: ['linkLabelEn'],
        message: 'bannerLinkLabelRequired',
      });
    }
  }
  if (banner.shownFrom && banner.shownUntil && banner.shownUntil <= banner.shownFrom) {
    context.addIssue({ code: 'custom', path: ['shownUntil'], message: 'bannerUntilBeforeFrom' });
  }
}

export const bannerSchema = bannerFields.strict().superRefine(checkBanner);
/**
 * What the form posts: the banner and the version it was written from (the saved banner's time,
 * `none` before the first), refused with 409 `banner_conflict` when someone saved since.
 */
export const bannerSaveSchema = bannerFields
  .extend({ version: z.string({ error: 'invalid' }).max(40, { error: 'invalid' }) })
  .strict()
  .superRefine(checkBanner);
export type BannerInput = z.input<typeof bannerSchema>;
export type Banner = z.output<typeof bannerSchema>;

/** Where the banner stands: off, waiting for its time, shown, or past its end. */
export function bannerState(
  banner: { enabled: boolean; shownFrom: Date | null; shownUntil: Date | null },
  now: Date = new Date(),
): 'off' | 'waiting' | 'shown' | 'ended' {
  if (!banner.enabled) return 'off';
  if (banner.shownUntil && banner.shownUntil.getTime() <= now.getTime()) return 'ended';
  if (banner.shownFrom && banner.shownFrom.getTime() > now.getTime()) return 'waiting';
  return 'shown';
}
