import { changeEventStatus } from '@/server/events/events-desk';
import { publicationRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/events/{id}/status {action: 'publish' | 'unpublish', version} | {action:
 * 'schedule', at: 'YYYY-MM-DDTHH:MM' in Khartoum, version} (editor), as for the news. 200
 * {visibility, publishAt}; 400 another action or time; 401 signed out; 403 another role or
 * another site; 404 unknown event; 409 incomplete in a language, already so, a time that has
 * passed, or changed since `version`.
 */
export const POST = publicationRoute(changeEventStatus);
