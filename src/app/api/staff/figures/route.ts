import { z } from 'zod';
import { collegeFiguresSchema, FIGURES_MAX_BYTES } from '@/lib/college-figures-schema';
import { renewPublicPages } from '@/server/pages/refresh-pages';
import { saveCollegeFigures } from '@/server/settings/figures-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/figures {applicationFee, tuition, housing, minimums, windows, version}
 * (editor): saves the college's figures (src/lib/college-figures.ts). 200 {version, changed};
 * 400 a field refused, named by its path (`tuition.medicine.amount`); 401 signed out; 403
 * another role or another site; 409 saved by someone else since `version`. A change renews the
 * public pages, which state the figures (src/server/pages/refresh-pages.ts); the application
 * form's page is drawn on each request and follows at once.
 */
export const POST = staffWriteRoute(
  'editor',
  collegeFiguresSchema.extend({ version: z.number().int().min(0) }),
  { maxBytes: FIGURES_MAX_BYTES, invalid: 'invalid_figures', nested: true },
  async (db, staff, input) => {
    const saved = await saveCollegeFigures(db, staff, input);
    if (saved.changed.length > 0) renewPublicPages();
    return saved;
  },
);
