/**
 * Fields the desks' records share (a news item, an event, a file of the library, the fee's and
 * the calendar's days): a real day, an optional day, an address. Apart from news.ts so that the
 * public forms that check a day (the application form) do not carry the news' rules and their
 * rich text.
 *
 * Loaded by the database schema outside the Next.js bundler: relative imports only.
 */
import './zod';
import { z } from 'zod';
import { isCalendarDate } from './college-time';

/** A field holding a real day, YYYY-MM-DD (`code` when it is anything else). */
export const calendarDay = (code: string) =>
  z.string({ error: code }).refine(isCalendarDate, { error: code });

/** A field holding a real day, YYYY-MM-DD, or nothing ('', spaces around it taken off). */
export const optionalCalendarDay = (code: string) =>
  z
    .string({ error: code })
    .trim()
    .refine((day) => day === '' || isCalendarDate(day), { error: code });

/**
 * The address of an item (news, events) in its page's URL: lower-case words of letters and
 * digits joined by hyphens, at most 80 characters.
 */
export const slugField = z
  .string({ error: 'slugInvalid' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slugInvalid' })
  .max(80, { error: 'slugInvalid' });
