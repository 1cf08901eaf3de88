/**
 * The staff directory's departments (spec 000 section 3): the filter chips, in the spec's
 * order. The records are published by staff from the database (issue #22,
 * src/lib/directory-member.ts).
 */
import { z } from 'zod';

const text = z.string().trim().min(1);

/** The departments of the filter chips, in the spec's order. */
export const departmentIds = [
  'administration',
  'medicine',
  'nursing',
  'labs',
  'law',
  'it',
] as const;
export type DepartmentId = (typeof departmentIds)[number];

export const staffSchema = z.object({
  /** The chips' labels; each chip sets the search text to its department's name. */
  departments: z.object(
    Object.fromEntries(departmentIds.map((id) => [id, text])) as Record<DepartmentId, typeof text>,
  ),
});
export type StaffContent = z.infer<typeof staffSchema>;
