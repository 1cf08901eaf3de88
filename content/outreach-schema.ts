/**
 * Typed content of the outreach pages that need more than content sections: the open
 * positions on /careers and the directions (with the drawn map's labels) on /contact.
 * Validated when content/outreach.ts is first imported, so the build fails on a bad record.
 */
import { z } from 'zod';

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const employmentTypes = ['full-time', 'part-time', 'contract'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const positionSchema = z.object({
  /** The reference applicants put in the e-mail subject, e.g. MED-2026-07 (same in both languages). */
  ref: z.string().regex(/^[A-Z]{3}-\d{4}-\d{2}$/, 'ABC-2026-01'),
  title: text,
  department: text,
  employment: z.enum(employmentTypes),
  /** Last day applications are accepted (inclusive). */
  closingDate: isoDate,
  /** One sentence: the post in short. */
  summary: text,
  /** What the job involves. */
  duties: z.array(text).min(3),
  requirements: z.array(text).min(3),
});
export type Position = z.infer<typeof positionSchema>;

export const careersSchema = z.object({
  heading: text,
  intro: text,
  /** Where every application goes; the subject carries the position's reference. */
  applyEmail: z.email(),
  positions: z
    .array(positionSchema)
    .min(5)
    .refine((list) => new Set(list.map((p) => p.ref)).size === list.length, 'unique refs'),
});
export type CareersContent = z.infer<typeof careersSchema>;

export const directionsSchema = z.object({
  heading: text,
  intro: text,
  headings: z.object({
    address: text,
    landmarks: text,
    transport: text,
    parking: text,
    hours: text,
  }),
  /** Postal address, one line each. */
  address: z.array(text).min(3),
  landmarks: z.array(text).min(2),
  /** Minibus lines and other public transport: where it runs and where to get off. */
  transport: z.array(z.object({ line: text, details: text })).min(2),
  parking: z.array(text).min(1),
  hours: z.array(z.object({ label: text, value: text })).min(2),
  map: z.object({
    /** The map's text alternative (its accessible name): the layout in words. */
    label: text,
    caption: text,
    // The words drawn on the map are in messages/*.json (`CampusMap`).
  }),
});
export type DirectionsContent = z.infer<typeof directionsSchema>;
