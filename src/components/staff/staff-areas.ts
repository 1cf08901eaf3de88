import type { StaffRole } from '@/lib/staff-roles';

/** The workspace's areas, each for one role (its words in messages/*.json → Staff.areas). */
export const staffAreas = [
  { key: 'applications', role: 'admissions', path: '/staff/applications' },
] as const satisfies readonly { key: string; role: StaffRole; path: string }[];
