/**
 * The staff directory's published records (spec 000 section 3, Staff member): eight sample
 * records across the college administration and five faculties.
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

export const staffMemberSchema = z.object({
  id: z.number().int().positive(),
  name: text,
  title: text,
  department: z.enum(departmentIds),
  email: z.email(),
  phone: z.string().regex(/^\+249 \d{2,3} \d{3} \d{3,4}$/),
  /** Portrait placeholder of our own, under public/images/staff/. */
  image: z.string().regex(/^\/images\/staff\/[a-z0-9-]+\.svg$/),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffSchema = z.object({
  /** The chips' labels; each chip sets the search text to its department's name. */
  departments: z.object(
    Object.fromEntries(departmentIds.map((id) => [id, text])) as Record<DepartmentId, typeof text>,
  ),
  members: z.array(staffMemberSchema).length(8),
});
export type StaffContent = z.infer<typeof staffSchema>;
