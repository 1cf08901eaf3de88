import { reviewSectionsSchema } from '@/lib/staff-accounts';
import { saveReviewedSections } from '@/server/pages/page-review';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/settings/review {sections} (administrator): the sections whose pages wait for
 * review before publication (src/server/pages/page-review.ts), all of them at once. 200
 * {sections}; 400 an unknown section; 401 signed out; 403 another role or another site; 409
 * nothing changed.
 */
export const POST = staffWriteRoute(
  'administrator',
  reviewSectionsSchema,
  { maxBytes: 4 * 1024, invalid: 'invalid_review' },
  (db, staff, input) => saveReviewedSections(db, staff, input.sections),
);
