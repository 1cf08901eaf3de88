/**
 * Zod schema of the board of trustees page's fixed content (content/{ar,en}/pages/about/board.ts): the
 * board's duties, and the spec's static entries shown when the database has no leadership
 * rows or no other members. The same people also seed a fresh database
 * (src/server/db/seed-board.ts), so a visitor sees the same board either way.
 */
import { z } from 'zod';

const text = z.string().trim().min(1);

/**
 * Board roles, independent of language: the one list, used by this content and by the `role`
 * column of the `board` table (src/server/db/schema.ts).
 */
export const boardRoles = ['chairman', 'vice_chairman', 'member'] as const;

export const boardEntrySchema = z.object({
  /** Stable key pairing the Arabic and English entry of one person (same order in both files). */
  id: z.string().regex(/^[a-z0-9-]+$/),
  role: z.enum(boardRoles),
  name: text,
  position: text,
  bio: text.optional(),
});
export type BoardEntry = z.infer<typeof boardEntrySchema>;

/** The spec's eight duties, in this order. */
export const boardDutyIds = [
  'policies',
  'supervision',
  'budget',
  'programmes',
  'appointments',
  'regulations',
  'partnerships',
  'resources',
] as const;

export const boardContentSchema = z.object({
  duties: z
    .array(z.object({ id: z.enum(boardDutyIds), title: text, description: text }))
    .length(boardDutyIds.length)
    .refine((duties) => duties.every((duty, i) => duty.id === boardDutyIds[i]), {
      message: `duties must be, in order: ${boardDutyIds.join(', ')}`,
    }),
  /** The two static leadership entries: the chairman, then the vice-chairman. */
  leadership: z
    .array(boardEntrySchema)
    .length(2)
    .refine((entries) => entries[0]?.role === 'chairman' && entries[1]?.role === 'vice_chairman', {
      message: 'leadership must be the chairman, then the vice-chairman',
    }),
  /** The static member list. */
  members: z
    .array(boardEntrySchema)
    .min(1)
    .refine((entries) => entries.every((entry) => entry.role === 'member'), {
      message: 'members must all have the role "member"',
    }),
});
export type BoardContent = z.infer<typeof boardContentSchema>;
