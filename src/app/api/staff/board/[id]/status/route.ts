import { changeBoardStatus } from '@/server/board/board-desk';
import { publicationRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/board/{id}/status {action: 'publish' | 'unpublish', version} | {action:
 * 'schedule', at: 'YYYY-MM-DDTHH:MM' in Khartoum, version} (editor): publishes a member of the board of trustees
 * now or at a time, or takes it off the board's page. 200 {visibility, publishAt}; 400 another action
 * or time; 401 signed out; 403 another role or another site; 404 unknown record; 409 already so,
 * a time that has passed, or changed since `version`.
 */
export const POST = publicationRoute(changeBoardStatus);
