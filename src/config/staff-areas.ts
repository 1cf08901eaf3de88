import type { StaffRole } from '@/lib/staff-roles';

/** The workspace's areas, each for one role (its words in messages/*.json → Staff.areas). */
export const staffAreas = [
  {
    key: 'applications',
    role: 'admissions',
    path: '/staff/applications',
    waiting: '/staff/applications?status=received',
  },
  { key: 'accounts', role: 'administrator', path: '/staff/accounts', waiting: null },
  { key: 'support', role: 'support', path: '/staff/support', waiting: '/staff/support?status=new' },
  { key: 'mail', role: 'administrator', path: '/staff/mail', waiting: '/staff/mail?status=failed' },
  { key: 'news', role: 'editor', path: '/staff/news', waiting: null },
  { key: 'events', role: 'editor', path: '/staff/events', waiting: null },
  { key: 'banner', role: 'editor', path: '/staff/banner', waiting: null },
  { key: 'board', role: 'editor', path: '/staff/board', waiting: null },
  { key: 'calendar', role: 'editor', path: '/staff/calendar', waiting: null },
  { key: 'directory', role: 'editor', path: '/staff/directory', waiting: null },
] as const satisfies readonly {
  key: string;
  role: StaffRole;
  path: string;
  /** The list of what waits for this area (counted on the start page), if anything does. */
  waiting: string | null;
}[];

export type StaffArea = (typeof staffAreas)[number];
