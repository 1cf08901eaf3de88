/**
 * The menus and the home page's sections on their desk (issue #47, item 4; src/lib/navigation.ts,
 * role editor, section `navigation`): staff save a draft (each save kept as a revision), publish
 * it (every public page is renewed: the menus are on each), discard it, or put an earlier
 * revision back into the draft. One row (`site_navigation`); every change in one transaction
 * with its audit row, refused (409) from a form older than the row. Each process keeps the
 * published arrangement in its store, loaded at start and every half minute (another instance
 * may have published).
 */
import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { getContent } from '@content/index';
import { menuGroups, menuIds, type MenuGroupId } from '@/config/routes';
import {
  completeNavigation,
  firstNavigation,
  navigationSchema,
  type Navigation,
  type NavigationWords,
} from '@/lib/navigation';
import { processStore } from '@/lib/process-store';
import { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import type { Db } from '../db/db';
import { siteNavigation, type RecordRevisionRow, type SiteNavigationRow } from '../db/schema';
import { AppError } from '../errors';
import { findRevision, keepRevision, listRevisions } from '../publishing/record-revisions';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import { isReviewer, mustSubmitIn, tellReviewAuthor } from '../publishing/review-gate';

/** Who changes the menus: its roles and sections decide whether it must submit for review. */
type Actor = Pick<SignedInStaff, 'id' | 'email' | 'name'> &
  Partial<Pick<SignedInStaff, 'roles' | 'sections'>>;

/** The published arrangement this process shows (null: none published, the registry's stands). */
export const navigationStore = processStore<Navigation>('navigation');

/** The menus' and groups' names the site started with, in both languages. */
function navigationWords(): NavigationWords {
  const ar = getContent('ar').navigation;
  const en = getContent('en').navigation;
  return {
    menus: Object.fromEntries(
      menuIds.map((id) => [id, { ar: ar.menus[id], en: en.menus[id] }]),
    ) as NavigationWords['menus'],
    groups: Object.fromEntries(
      menuIds.flatMap((menu) =>
        menuGroups[menu].map((name) => {
          const id = `${menu}.${name}` as MenuGroupId;
          return [id, { ar: ar.groups[id], en: en.groups[id] }];
        }),
      ),
    ) as NavigationWords['groups'],
  };
}

/** The registry's arrangement: its order, every part shown, the content's names. */
export function repositoryNavigation(): Navigation {
  return firstNavigation(navigationWords());
}

/** What visitors see now: the published arrangement, or the registry's. */
export function currentNavigation(): Navigation {
  return navigationStore().values ?? repositoryNavigation();
}

/** A kept arrangement, brought to today's registry and checked; null when it cannot be read. */
function readable(kept: unknown): Navigation | null {
  try {
    const checked = navigationSchema.safeParse(
      completeNavigation(kept as Navigation, navigationWords()),
    );
    return checked.success ? checked.data : null;
  } catch {
    return null;
  }
}

async function readRow(db: Db): Promise<SiteNavigationRow | undefined> {
  const [row] = await db.select().from(siteNavigation).where(eq(siteNavigation.id, 1));
  return row;
}

/** Brings this process's store up to the database's publication; true when it changed. */
export async function loadNavigation(db: Db): Promise<boolean> {
  const row = await readRow(db);
  const store = navigationStore();
  const version = row?.publishedVersion ?? 0;
  if (version === store.version) return false;
  store.values = row?.published ? readable(row.published) : null;
  store.version = version;
  return true;
}

/** The desk's state: the draft (the published arrangement when none is pending), its version. */
export interface NavigationDesk {
  draft: Navigation;
  version: number;
  /** Whether the draft differs from what visitors see. */
  pending: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
  publishedAt: Date | null;
  publishedBy: string | null;
  revisions: RecordRevisionRow[];
  /** The draft's review (issue #47): submitted or sent back, by whom, when, the comment. */
  reviewState: 'submitted' | 'returned' | null;
  reviewAuthor: string | null;
  reviewAt: Date | null;
  reviewComment: string | null;
}

export async function navigationForEditing(db: Db): Promise<NavigationDesk> {
  const row = await readRow(db);
  return {
    draft: (row && readable(row.draft)) ?? repositoryNavigation(),
    version: row?.version ?? 0,
    pending: row?.pending ?? false,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
    publishedAt: row?.publishedAt ?? null,
    publishedBy: row?.publishedBy ?? null,
    revisions: await listRevisions(db, 'navigation', 1),
    reviewState: row?.reviewState ?? null,
    reviewAuthor: row?.reviewAuthor ?? null,
    reviewAt: row?.reviewAt ?? null,
    reviewComment: row?.reviewComment ?? null,
  };
}

/**
 * One change of the row, locked, from a form read at `version` (409 otherwise): `change` gets
 * the draft and what is published now (the registry's before any publication) and returns the
 * row's new columns; the audit row follows in the same transaction.
 */
async function changeRow(
  db: Db,
  staff: Pick<SignedInStaff, 'id' | 'email' | 'name'>,
  /** The version the form read; null for a change that does not depend on it (a restore). */
  version: number | null,
  action:
    | 'navigation.save'
    | 'navigation.publish'
    | 'navigation.discard'
    | 'navigation.restore'
    | 'navigation.submit'
    | 'navigation.return',
  change: (
    tx: Db,
    state: { draft: Navigation; published: Navigation; row: SiteNavigationRow | undefined },
  ) => Promise<Partial<typeof siteNavigation.$inferInsert>>,
): Promise<{ version: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(siteNavigation)
      .where(eq(siteNavigation.id, 1))
      .for('update');
    const current = row?.version ?? 0;
    if (version !== null && current !== version) throw new AppError('navigation_conflict');
    const published = (row?.published && readable(row.published)) ?? repositoryNavigation();
    const draft = (row && readable(row.draft)) ?? published;
    const columns = await change(tx as unknown as Db, { draft, published, row });
    const next = current + 1;
    const values = { ...columns, version: next, updatedAt: new Date(), updatedBy: staff.name };
    if (row) {
      await tx.update(siteNavigation).set(values).where(eq(siteNavigation.id, 1));
    } else {
      const [inserted] = await tx
        .insert(siteNavigation)
        .values({ id: 1, draft, ...values })
        .onConflictDoNothing()
        .returning({ id: siteNavigation.id });
      // Two first changes at once: the second is as stale as any other.
      if (!inserted) throw new AppError('navigation_conflict');
    }
    await recordAudit(tx as unknown as Db, staff, action, { type: 'navigation', id: '1' });
    return { version: next };
  });
}

/** Saves the draft (kept as a revision); visitors see nothing of it until it is published. */
export async function saveNavigationDraft(
  db: Db,
  staff: Actor,
  version: number,
  navigation: Navigation,
): Promise<{ version: number; pending: boolean }> {
  let pending = false;
  const restricted = await mustSubmitIn(db, staff, 'navigation');
  const saved = await changeRow(
    db,
    staff,
    version,
    'navigation.save',
    async (tx, { draft, published, row }) => {
      if (isDeepStrictEqual(navigation, draft)) throw new AppError('navigation_unchanged');
      pending = !isDeepStrictEqual(navigation, published);
      // The arrangement before the first save is kept too, so it can be put back.
      await keepRevision(tx, 'navigation', 1, navigation, 'saved', staff.email, draft);
      return { draft: navigation, pending, ...reviewAfterChange(pending, restricted, row) };
    },
  );
  return { ...saved, pending };
}

/**
 * Publishes the draft: what visitors see from now on (the caller renews the pages). Refused to
 * an account that must submit for review; a reviewer's publication of a submitted draft approves
 * it, and its author is told.
 */
export async function publishNavigation(
  db: Db,
  staff: Actor,
  version: number,
): Promise<{ version: number }> {
  if (await mustSubmitIn(db, staff, 'navigation')) throw new AppError('review_required');
  let shown: Navigation | null = null;
  let publishedVersion = 0;
  let author: string | null = null;
  const saved = await changeRow(
    db,
    staff,
    version,
    'navigation.publish',
    async (tx, { draft, row }) => {
      if (!row?.pending) throw new AppError('navigation_unchanged');
      shown = draft;
      publishedVersion = row.publishedVersion + 1;
      if (row.reviewState === 'submitted' && row.reviewAuthorId) {
        author = row.reviewAuthorId;
        await recordAudit(tx, staff, 'navigation.approve', { type: 'navigation', id: '1' });
      }
      return {
        published: draft,
        publishedVersion,
        pending: false,
        publishedAt: new Date(),
        publishedBy: staff.name,
        ...noReview(),
      };
    },
  );
  const store = navigationStore();
  store.values = shown;
  store.version = publishedVersion;
  if (author) {
    await tellReviewAuthor(db, author, reviewSubject, {
      kind: 'approved',
      reviewer: staff.name,
      at: null,
    });
  }
  return saved;
}

/** What the author's e-mail names: the menus' desk. */
const reviewSubject = {
  title: (locale: Locale) => catalogues[locale].StaffNavigation.title,
  path: () => '/staff/navigation' as const,
  relatedId: 'navigation',
};

/** The review columns of a draft nobody has submitted (a new draft, or none pending). */
function noReview() {
  return {
    reviewState: null,
    reviewAuthorId: null,
    reviewAuthor: null,
    reviewAt: null,
    reviewComment: null,
  };
}

/**
 * The review columns after a change of the draft: none left once nothing is pending; a
 * submission withdrawn when an editor who must submit changed the draft (theirs to submit
 * again: the reviewer never approves, in one author's name, an arrangement they did not
 * submit); else as they were.
 */
function reviewAfterChange(
  pending: boolean,
  restricted: boolean,
  row: SiteNavigationRow | undefined,
): Partial<ReturnType<typeof noReview>> {
  if (!pending) return noReview();
  return restricted && row?.reviewState === 'submitted' ? { reviewState: null } : {};
}

/**
 * Submits the draft for review, where the menus wait for review (issue #47): a draft that
 * differs from what visitors see, not already submitted.
 */
export async function submitNavigation(
  db: Db,
  staff: SignedInStaff,
  version: number,
): Promise<{ version: number }> {
  return changeRow(db, staff, version, 'navigation.submit', async (_tx, { row }) => {
    if (!row?.pending) throw new AppError('navigation_unchanged');
    if (row.reviewState === 'submitted') throw new AppError('review_already_submitted');
    return {
      reviewState: 'submitted',
      reviewAuthorId: staff.id,
      reviewAuthor: staff.name,
      reviewAt: new Date(),
      reviewComment: null,
    };
  });
}

/** Sends the submitted draft back to its author with the reviewer's comment (a reviewer). */
export async function returnNavigation(
  db: Db,
  staff: SignedInStaff,
  version: number,
  comment: string,
): Promise<{ version: number }> {
  if (!isReviewer(staff)) throw new AppError('staff_forbidden');
  let author: string | null = null;
  const saved = await changeRow(db, staff, version, 'navigation.return', async (_tx, { row }) => {
    if (row?.reviewState !== 'submitted' || !row.reviewAuthorId) {
      throw new AppError('review_not_submitted');
    }
    author = row.reviewAuthorId;
    return { reviewState: 'returned', reviewComment: comment, reviewAt: new Date() };
  });
  await tellReviewAuthor(db, author!, reviewSubject, {
    kind: 'returned',
    reviewer: staff.name,
    comment,
  });
  return saved;
}

/** Puts the draft back to what is published. */
export async function discardNavigationDraft(
  db: Db,
  staff: Pick<SignedInStaff, 'id' | 'email' | 'name'>,
  version: number,
): Promise<{ version: number }> {
  return changeRow(db, staff, version, 'navigation.discard', async (_tx, { published, row }) => {
    if (!row?.pending) throw new AppError('navigation_unchanged');
    // No draft is left to review.
    return { draft: published, pending: false, ...noReview() };
  });
}

/**
 * Puts an earlier revision into the draft (kept as a new revision), whatever the draft held
 * (it is in the history too); publish it to show it.
 */
export async function restoreNavigationRevision(
  db: Db,
  staff: Actor,
  revisionId: string,
): Promise<{ version: number; pending: boolean }> {
  const revision = await findRevision(db, 'navigation', 1, revisionId);
  if (!revision) throw new AppError('unknown_revision');
  const navigation = readable(revision.snapshot);
  if (!navigation) throw new AppError('invalid_navigation');
  let pending = false;
  const restricted = await mustSubmitIn(db, staff, 'navigation');
  const saved = await changeRow(
    db,
    staff,
    null,
    'navigation.restore',
    async (tx, { draft, published, row }) => {
      if (isDeepStrictEqual(navigation, draft)) throw new AppError('navigation_unchanged');
      pending = !isDeepStrictEqual(navigation, published);
      await keepRevision(tx, 'navigation', 1, navigation, 'restored', staff.email);
      return { draft: navigation, pending, ...reviewAfterChange(pending, restricted, row) };
    },
  );
  return { ...saved, pending };
}
