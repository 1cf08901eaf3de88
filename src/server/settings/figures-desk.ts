/**
 * The college's figures at /staff/figures (issue #46, item 2), one versioned row
 * (./single-row.ts): loaded into this process's store (src/lib/college-figures.ts) at start and
 * every half minute, saved by an editor with an audit row naming the figures changed (the
 * application fee, a programme's tuition, the minimums, the windows).
 */
import 'server-only';
import {
  defaultFigures,
  figuresStore,
  withDefaults,
  type CollegeFigures,
} from '@/lib/college-figures';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { collegeFigures } from '../db/schema';
import type { SignedInStaff } from '../staff/staff-session';
import { singleRow } from './single-row';
import { collegeFiguresSchema } from '@/lib/college-figures-schema';
import { checkedSnapshot } from '../publishing/publishing-errors';
import type { ProposalSteps } from '../publishing/proposals';

const figures = singleRow<CollegeFigures>({
  table: collegeFigures,
  first: () => defaultFigures,
  merge: withDefaults,
  store: figuresStore,
  audit: { action: 'figures.save', type: 'figures' },
  conflict: 'figures_conflict',
});

/** Brings this process's figures up to the database's; true when they changed. */
export const loadCollegeFigures = figures.load;

/** The figures as the form opens them, with the version to send back. */
export const figuresForEditing = figures.forEditing;

/**
 * The figures' review (issue #47; ../publishing/proposals.ts): where the figures wait for
 * review, an editor who must submit proposes the whole set, which a reviewer applies over the
 * version it was written from.
 */
export const figuresProposal: ProposalSteps<CollegeFigures> = {
  desk: 'figures',
  section: 'figures',
  path: '/staff/figures',
  base: async (db, lock) => {
    const query = db.select().from(collegeFigures).where(eq(collegeFigures.id, 1));
    const [row] = await (lock ? query.for('update') : query);
    return String(row?.version ?? 0);
  },
  store: (values) => ({ ...values }),
  parse: (values) => checkedSnapshot(collegeFiguresSchema, values, 'invalid_figures'),
  apply: async (tx, staff, values) => {
    const version = (await figures.readRow(tx))?.version ?? 0;
    return figures.save(tx, staff, version, values);
  },
};

/** Saves the figures; the names of the groups that changed (none: nothing is written). */
export async function saveCollegeFigures(
  db: Db,
  staff: SignedInStaff,
  { version, ...values }: CollegeFigures & { version: number },
): Promise<{ version: number; changed: string[] }> {
  return figures.save(db, staff, version, values);
}
