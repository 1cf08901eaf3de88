import type { StaffRole } from '@/lib/staff-roles';

/** The workspace's areas, each for one role (its words in messages/*.json → Staff.areas). */
export const staffAreas = [
  { key: 'applications', role: 'admissions', path: '/staff/applications' },
  { key: 'accounts', role: 'administrator', path: '/staff/accounts' },
  { key: 'support', role: 'support', path: '/staff/support' },
  { key: 'mail', role: 'administrator', path: '/staff/mail' },
] as const satisfies readonly { key: string; role: StaffRole; path: string }[];
