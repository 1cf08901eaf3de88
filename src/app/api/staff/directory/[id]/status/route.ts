import { changeDirectoryStatus } from '@/server/directory/directory-desk';
import { publicationRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/directory/{id}/status {action: 'publish' | 'unpublish', version} | {action:
 * 'schedule', at: 'YYYY-MM-DDTHH:MM' in Khartoum, version} (editor): publishes a record of the staff directory
 * now or at a time, or takes it off the directory, its contact card and the search. 200 {visibility, publishAt}; 400 another action
 * or time; 401 signed out; 403 another role or another site; 404 unknown record; 409 already so,
 * a time that has passed, or changed since `version`.
 */
export const POST = publicationRoute(changeDirectoryStatus);
