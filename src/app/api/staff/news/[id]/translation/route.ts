import { markNewsTranslated } from '@/server/news/news-desk';
import { translationRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/news/{id}/translation {version} (editor): "the translation is up to
 * date" — the languages of the item are put in step now (the one behind counts as brought up
 * to date), no words changed (audit-logged). 200 {language}; 400 no version; 401 signed out;
 * 403 another role or another site; 404 unknown item; 409 no language is behind, or the item
 * changed since `version`.
 */
export const POST = translationRoute(markNewsTranslated);
