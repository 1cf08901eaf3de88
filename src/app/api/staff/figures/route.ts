import { z } from 'zod';
import { collegeFiguresSchema, FIGURES_MAX_BYTES } from '@/lib/college-figures-schema';
import { renewPublicPages } from '@/server/pages/refresh-pages';
import { figuresProposal, saveCollegeFigures } from '@/server/settings/figures-desk';
import { mustPropose, submitProposal } from '@/server/publishing/proposals';
import { AppError } from '@/server/errors';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/figures {applicationFee, tuition, housing, minimums, windows, version}
 * (editor): saves the college's figures (src/lib/college-figures.ts). 200 {version, changed};
 * 400 a field refused, named by its path (`tuition.medicine.amount`); 401 signed out; 403
 * another role or another site; 409 saved by someone else since `version`. Where the figures
 * wait for review and the account must submit (issue #47), they are kept as a proposal for a
 * reviewer instead: 200 {review: 'submitted'} (409 while another editor's waits). A change renews the
 * public pages, which state the figures (src/server/pages/refresh-pages.ts); the application
 * form's page is drawn on each request and follows at once.
 */
export const POST = staffWriteRoute(
  'editor',
  collegeFiguresSchema.extend({ version: z.number().int().min(0) }),
  { maxBytes: FIGURES_MAX_BYTES, invalid: 'invalid_figures', nested: true },
  async (db, staff, { version, ...values }) => {
    if (await mustPropose(db, staff, figuresProposal)) {
      // A proposal is written from the figures as they are: a stale form is refused here too.
      if (String(version) !== (await figuresProposal.base(db))) {
        throw new AppError('figures_conflict');
      }
      return submitProposal(db, staff, figuresProposal, values);
    }
    const saved = await saveCollegeFigures(db, staff, { ...values, version });
    if (saved.changed.length > 0) renewPublicPages();
    return saved;
  },
);
