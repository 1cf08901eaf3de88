import { scopeHolds, sectionOfPage } from '@/config/editor-sections';
import { PAGE_MAX_BYTES, pageActionSchema } from '@/lib/page-pair';
import { AppError, errorResponse } from '@/server/errors';
import {
  discardPageDraft,
  isEditablePage,
  markPageTranslated,
  savePageDraft,
} from '@/server/pages/page-desk';
import {
  publishOrRefuse,
  restoreOrRefuse,
  returnPage,
  submitPage,
} from '@/server/pages/page-review';
import { renewPagesShowing } from '@/server/pages/refresh-pages';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/pages/{route key} (editor), e.g. /api/staff/pages/about/history, with
 * `{action, version, …}`:
 * - `save` {content: {ar, en}}: keeps the draft (blank fields allowed);
 * - `publish` {content}: publishes both languages now; `schedule` {content, at}: at a time
 *   (the college's clock, `YYYY-MM-DDTHH:MM`);
 * - `discard`: drops the draft; `restore` {revision}: publishes an earlier revision again;
 * - `translated`: both languages count as up to date (a change that needed no translation);
 * - `submit` {content}: submits the draft for review (complete in both languages); `return`
 *   {comment}: a reviewer sends a submitted draft back to its author (page-review.ts).
 * Where the page's section waits for review, an editor limited to some sections is refused
 * `publish`, `schedule` and `restore` (403 review_required).
 * 200 {key, version, published}; 400 a field refused (`fields` named `ar.sections.0.heading`);
 * 401 signed out; 403 another role or another site; 404 not an editable page or revision; 409
 * a field blank for publication, or the page changed since `version`; 413 over 400 KB.
 * A publication renews the page and the pages that show its description (refresh-pages.ts).
 */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ key: string[] }> },
): Promise<Response> {
  try {
    const { db, staff, input } = await readStaffWrite(request, 'editor', pageActionSchema, {
      maxBytes: PAGE_MAX_BYTES,
      invalid: 'invalid_page',
    });
    const key = ((await params).key ?? []).join('/');
    if (!isEditablePage(key)) throw new AppError('not_found');
    // The page's own section, whatever the address's spelling (requireStaffApi checked it too).
    if (!scopeHolds(staff.sections, sectionOfPage(key))) throw new AppError('staff_forbidden');
    const result =
      input.action === 'save'
        ? await savePageDraft(db, staff, key, input)
        : input.action === 'publish' || input.action === 'schedule'
          ? await publishOrRefuse(db, staff, key, input)
          : input.action === 'submit'
            ? await submitPage(db, staff, key, input)
            : input.action === 'return'
              ? await returnPage(db, staff, key, input)
              : input.action === 'discard'
                ? await discardPageDraft(db, staff, key, input)
                : input.action === 'translated'
                  ? await markPageTranslated(db, staff, key, input)
                  : await restoreOrRefuse(db, staff, key, {
                      ...input,
                      revisionId: input.revision,
                    });
    if (result.published) renewPagesShowing(key);
    return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
