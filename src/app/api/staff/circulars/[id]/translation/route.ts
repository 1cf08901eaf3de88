import { markCircularTranslated } from '@/server/circulars/circulars-desk';
import { translationRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/circulars/{id}/translation {version} (editor, section circulars): "the
 * translation is up to date", as for the events. 200 {language}; 400 no version; 401 signed out;
 * 403 another role, section or site; 404 unknown circular; 409 no language is behind, or the
 * circular changed since `version`.
 */
export const POST = translationRoute(markCircularTranslated);
