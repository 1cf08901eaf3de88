import { changeCircularStatus } from '@/server/circulars/circulars-desk';
import { publicationRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/circulars/{id}/status {action: 'publish' | 'unpublish', version} | {action:
 * 'schedule', at: 'YYYY-MM-DDTHH:MM' in Khartoum, version} (editor, section circulars), as for
 * the news. 200 {visibility, publishAt}; 400 another action or time; 401 signed out; 403 another
 * role, section or site; 404 unknown circular; 409 incomplete in a language, already so, a time
 * that has passed, or changed since `version`.
 */
export const POST = publicationRoute(changeCircularStatus);
