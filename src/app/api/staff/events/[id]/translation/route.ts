import { markEventTranslated } from '@/server/events/events-desk';
import { translationRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/events/{id}/translation {version} (editor): "the translation is up to
 * date" — the languages of the event are put in step now (the one behind counts as brought up
 * to date), no words changed (audit-logged). 200 {language}; 400 no version; 401 signed out;
 * 403 another role or another site; 404 unknown event; 409 no language is behind, or the event
 * changed since `version`.
 */
export const POST = translationRoute(markEventTranslated);
