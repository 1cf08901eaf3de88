import type { StaffRole } from '@/lib/staff-roles';
import { isEditorSection, scopeHasPages, scopeHolds, type EditorScope } from './editor-sections';

/**
 * The workspace's areas (their words in messages/*.json → Staff.areas), each open to the accounts
 * holding any of its `roles`: one role each, but the reports, which the admissions office, the
 * support desk and the administrators share (each sees its own part of them: report-parts.ts).
 */
export const staffAreas = [
  {
    key: 'applications',
    roles: ['admissions'],
    path: '/staff/applications',
    waiting: '/staff/applications?status=received',
  },
  { key: 'accounts', roles: ['administrator'], path: '/staff/accounts', waiting: null },
  { key: 'settings', roles: ['administrator'], path: '/staff/settings', waiting: null },
  { key: 'activity', roles: ['administrator'], path: '/staff/activity', waiting: null },
  {
    key: 'support',
    roles: ['support'],
    path: '/staff/support',
    waiting: '/staff/support?status=new',
  },
  {
    key: 'mail',
    roles: ['administrator'],
    path: '/staff/mail',
    waiting: '/staff/mail?status=failed',
  },
  { key: 'pages', roles: ['editor'], path: '/staff/pages', waiting: '/staff/pages' },
  { key: 'figures', roles: ['editor'], path: '/staff/figures', waiting: null },
  { key: 'navigation', roles: ['editor'], path: '/staff/navigation', waiting: null },
  { key: 'news', roles: ['editor'], path: '/staff/news', waiting: '/staff/news' },
  { key: 'events', roles: ['editor'], path: '/staff/events', waiting: '/staff/events' },
  { key: 'circulars', roles: ['editor'], path: '/staff/circulars', waiting: '/staff/circulars' },
  { key: 'banner', roles: ['editor'], path: '/staff/banner', waiting: null },
  { key: 'board', roles: ['editor'], path: '/staff/board', waiting: null },
  { key: 'calendar', roles: ['editor'], path: '/staff/calendar', waiting: null },
  { key: 'directory', roles: ['editor'], path: '/staff/directory', waiting: null },
  { key: 'files', roles: ['editor'], path: '/staff/files', waiting: null },
  {
    key: 'reports',
    roles: ['admissions', 'support', 'administrator'],
    path: '/staff/reports',
    waiting: null,
  },
] as const satisfies readonly {
  key: string;
  roles: readonly StaffRole[];
  path: string;
  /**
   * The list of what waits for this area (counted on the start page), if anything does: for the
   * news and the events, the items to translate, marked in their desk's list.
   */
  waiting: string | null;
}[];

export type StaffArea = (typeof staffAreas)[number];

/**
 * The areas an account holding `roles` opens, in the workspace's order: of the editor's, those
 * of its `sections` (the pages' list with any page section).
 */
export function areasOf(roles: readonly StaffRole[], sections: EditorScope = 'all'): StaffArea[] {
  return staffAreas.filter((area) =>
    (area.roles as readonly StaffRole[]).some(
      (role) =>
        roles.includes(role) &&
        (role !== 'editor' ||
          (area.key === 'pages'
            ? scopeHasPages(sections)
            : isEditorSection(area.key) && scopeHolds(sections, area.key))),
    ),
  );
}
