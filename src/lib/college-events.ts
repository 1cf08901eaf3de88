/**
 * The events desk's rules (issue #22), shared by the editor's form and the endpoints: an event
 * as the editor saves it, what publishing it needs, and the event as the pages show it in one
 * language (`CollegeEvent`). Publishing, scheduling and withdrawing work as for the news
 * (`newsStatusSchema`). Error codes are keys of `Staff.fieldErrors`.
 *
 * Loaded by the database schema outside the Next.js bundler: relative imports only.
 */
import './zod';
import { z } from 'zod';
import { isCalendarDate } from './college-time';
import { calendarDay, optionalCalendarDay, slugField } from './record-fields';
import { richText } from './news';
import { singleLine } from './single-line';
import { optionalText } from './text-field';

/** An event in one language, as its card, its calendar entry and its structured data use it. */
export interface CollegeEvent {
  /** A slug, the same in both languages: the card's anchor and its calendar file's name. */
  id: string;
  title: string;
  /** YYYY-MM-DD, in Khartoum. */
  date: string;
  /** The last day of an event of several days (each day from `time`, for its length). */
  endDate?: string;
  /** 24-hour start time, HH:MM. */
  time: string;
  /** How long it lasts (the end shown on the card and in calendar files). */
  durationMinutes: number;
  location: string;
  /** The description's words without their marks (calendar files, structured data, search). */
  description: string;
  /** The description as the toolbar editor stored it, for the card (src/lib/rich-text.ts). */
  descriptionDocument?: string;
}

export const MAX_EVENT_TITLE = 160;
export const MAX_EVENT_LOCATION = 160;
export const MAX_EVENT_DESCRIPTION = 1_000;
/** The longest an event of several days may run, in days after its first. */
export const MAX_EVENT_EXTRA_DAYS = 30;

const line = (max: number, tooLong: string) => optionalText(singleLine, max, tooLong);
const description = richText(MAX_EVENT_DESCRIPTION, 'eventDescriptionTooLong');

/** An event as the editor saves it: the texts may still be empty in one language. */
export const eventDraftSchema = z
  .object({
    slug: slugField
      // The name of the file with every event (src/lib/calendar-links.ts ALL_EVENTS_FILE).
      .refine((slug) => slug !== 'all-events', { error: 'slugInvalid' }),
    date: calendarDay('dateInvalid'),
    /** The last day of an event of several days; empty for an event of one day. */
    endDate: optionalCalendarDay('eventEndInvalid')
      // Versions saved before events could last several days have none.
      .default(''),
    time: z
      .string({ error: 'eventTimeInvalid' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'eventTimeInvalid' }),
    durationMinutes: z.coerce
      .number({ error: 'eventDurationInvalid' })
      .int({ error: 'eventDurationInvalid' })
      .min(15, { error: 'eventDurationInvalid' })
      .max(24 * 60, { error: 'eventDurationInvalid' }),
    titleAr: line(MAX_EVENT_TITLE, 'titleTooLong'),
    titleEn: line(MAX_EVENT_TITLE, 'titleTooLong'),
    locationAr: line(MAX_EVENT_LOCATION, 'eventLocationTooLong'),
    locationEn: line(MAX_EVENT_LOCATION, 'eventLocationTooLong'),
    // Written with the toolbar editor (issue #46, item 4), like a news item's body.
    descriptionAr: description,
    descriptionEn: description,
  })
  .strict()
  .superRefine(({ date, endDate, time, durationMinutes }, context) => {
    if (endDate && isCalendarDate(endDate)) {
      const days = (Date.parse(endDate) - Date.parse(date)) / 86_400_000;
      if (!(days >= 1 && days <= MAX_EVENT_EXTRA_DAYS)) {
        context.addIssue({ code: 'custom', path: ['endDate'], message: 'eventEndInvalid' });
      }
    }
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    // Each day of the event ends on the day it starts.
    if (hours * 60 + minutes + durationMinutes > 24 * 60) {
      context.addIssue({ code: 'custom', path: ['durationMinutes'], message: 'eventPastMidnight' });
    }
  });
export type EventDraft = z.output<typeof eventDraftSchema>;
export type EventDraftInput = z.input<typeof eventDraftSchema>;

/** A save's body at most: both descriptions' documents at their longest, two bytes a character. */
export const EVENT_MAX_BYTES = 64 * 1024;

/** A save of an existing event, with the version the editor read (see `newsSaveSchema`). */
export const eventSaveSchema = eventDraftSchema.safeExtend({
  version: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
});

const requiredToPublish = [
  'titleAr',
  'titleEn',
  'locationAr',
  'locationEn',
  'descriptionAr',
  'descriptionEn',
] as const;

/** What is missing before an event can be published: field → error code. */
export function missingEventFields(
  event: Pick<EventDraft, (typeof requiredToPublish)[number]>,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const field of requiredToPublish) {
    if (!event[field].trim()) missing[field] = 'requiredToPublish';
  }
  return missing;
}
