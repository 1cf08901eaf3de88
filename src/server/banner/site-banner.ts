/**
 * The announcement banner (issue #22): the editor saves it (one row, with its audit entry in
 * the same transaction), and every public page asks for the one shown now, in its language,
 * through GET /api/banner/{locale}.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import {
  bannerSchema,
  bannerState,
  type Banner,
  type BannerInput,
  type BannerSeverity,
} from '@/lib/banner';
import { localizePath, type Locale } from '@/i18n/routing';
import type { Db } from '../db/db';
import { siteBanner, type SiteBannerRow } from '../db/schema';
import { AppError } from '../errors';
import { checkedSnapshot } from '../publishing/publishing-errors';
import { readPublished } from '../publishing/read-published';
import { findRevision, keepRevision } from '../publishing/record-revisions';
import type { ProposalSteps } from '../publishing/proposals';
import type { Actor } from '../publishing/desk-items';
import { mustSubmitIn } from '../publishing/review-gate';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import { collegeDateTimeInput } from '@/lib/college-time';

/** The banner as saved, or null when none ever was. */
export async function getBanner(db: Db): Promise<SiteBannerRow | null> {
  const [row] = await db.select().from(siteBanner).where(eq(siteBanner.id, 1));
  return row ?? null;
}

/** The banner as the editor's form holds it (and a revision keeps it). */
export function bannerInputOf(banner: Banner): BannerInput {
  return {
    messageAr: banner.messageAr,
    messageEn: banner.messageEn,
    linkHref: banner.linkHref,
    linkLabelAr: banner.linkLabelAr,
    linkLabelEn: banner.linkLabelEn,
    severity: banner.severity,
    shownFrom: collegeDateTimeInput(banner.shownFrom),
    shownUntil: collegeDateTimeInput(banner.shownUntil),
    enabled: banner.enabled,
  };
}

/** The banner's version: the time it was saved, `none` before the first save. */
export function bannerVersion(row: Pick<SiteBannerRow, 'updatedAt'> | null | undefined): string {
  return row?.updatedAt.toISOString() ?? 'none';
}

/**
 * Saves the banner (shown or kept off, by `enabled`), its revision and its audit entry; the
 * banner as it was is kept too when it has no revision yet. With `expected` (the version the
 * editor's form was written from), a banner saved since is refused (409 `banner_conflict`):
 * two editors at the banner at once would otherwise lose the first one's words unseen.
 */
export async function saveBanner(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  banner: Banner,
  now: Date = new Date(),
  reason: 'saved' | 'restored' = 'saved',
  expected?: string,
): Promise<{ state: ReturnType<typeof bannerState>; version: string }> {
  const values = { ...banner, updatedAt: now, updatedBy: actor.email };
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteBanner).where(eq(siteBanner.id, 1)).for('update');
    if (expected !== undefined && bannerVersion(before) !== expected) {
      throw new AppError('banner_conflict');
    }
    await tx
      .insert(siteBanner)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteBanner.id, set: values });
    await keepRevision(
      tx as unknown as Db,
      'banner',
      1,
      bannerInputOf(banner),
      reason,
      actor.email,
      before ? bannerInputOf(before) : undefined,
    );
    await recordAudit(
      tx as unknown as Db,
      actor,
      'banner.save',
      { type: 'banner', id: '1' },
      {
        enabled: banner.enabled ? 'on' : 'off',
        severity: banner.severity,
        messageAr: banner.messageAr,
        messageEn: banner.messageEn,
        from: banner.shownFrom?.toISOString() ?? null,
        until: banner.shownUntil?.toISOString() ?? null,
      },
    );
  });
  return { state: bannerState(banner, now), version: bannerVersion(values) };
}

/** Puts an earlier revision of the banner back (itself kept as a new revision). */
export async function restoreBannerRevision(
  db: Db,
  actor: Actor,
  revisionId: string,
  now: Date = new Date(),
): Promise<{ state: ReturnType<typeof bannerState>; version: string }> {
  // Putting a version back changes what visitors see: a reviewer's change, where under review.
  if (await mustSubmitIn(db, actor, 'banner')) throw new AppError('review_required');
  const revision = await findRevision(db, 'banner', 1, revisionId);
  if (!revision) throw new AppError('unknown_revision');
  const banner = checkedSnapshot(bannerSchema, revision.snapshot, 'invalid_banner');
  return saveBanner(db, actor, banner, now, 'restored');
}

/**
 * The banner's review (issue #47; ../publishing/proposals.ts): where the banner waits for
 * review, an editor who must submit proposes the whole banner, which a reviewer applies.
 */
export const bannerProposal: ProposalSteps<Banner> = {
  desk: 'banner',
  section: 'banner',
  path: '/staff/banner',
  base: async (db, lock) => {
    const query = db.select().from(siteBanner).where(eq(siteBanner.id, 1));
    const [row] = await (lock ? query.for('update') : query);
    return bannerVersion(row);
  },
  store: (banner) => ({ ...bannerInputOf(banner) }),
  parse: (values) => checkedSnapshot(bannerSchema, values, 'invalid_banner'),
  apply: (tx, staff, banner) => saveBanner(tx, staff, banner),
};

/** What a page shows: the message in its language, the link, the severity, a version. */
export interface BannerView {
  /** Changes with every save: a visitor who closed one banner sees the next one. */
  version: string;
  message: string;
  link: { href: string; label: string } | null;
  severity: BannerSeverity;
}

/** The banner as visitors may see it: the saved row without who saved it. */
export type PublicBanner = Omit<SiteBannerRow, 'updatedBy'>;

/** The banner in `locale`, as a page shows it (shown now or not). */
export function bannerView(row: PublicBanner, locale: Locale): BannerView {
  const ar = locale === 'ar';
  return {
    version: row.updatedAt.toISOString(),
    message: ar ? row.messageAr : row.messageEn,
    link: row.linkHref
      ? {
          // A page of this site, in the page's language.
          href: row.linkHref.startsWith('/') ? localizePath(locale, row.linkHref) : row.linkHref,
          label: ar ? row.linkLabelAr : row.linkLabelEn,
        }
      : null,
    severity: row.severity,
  };
}

/** The banner shown now in `locale`, or null. */
export async function activeBanner(
  db: Db,
  locale: Locale,
  now: Date = new Date(),
): Promise<BannerView | null> {
  const row = await getBanner(db);
  if (!row || bannerState(row, now) !== 'shown') return null;
  return bannerView(row, locale);
}

/**
 * The banner shown now in `locale`, or null, for every public page: the saved banner as last
 * read when the database fails (src/server/publishing/read-published.ts; kept without who saved
 * it), so a warning an editor put up stays up through an outage.
 */
export async function readActiveBanner(
  locale: Locale,
  now: Date = new Date(),
): Promise<BannerView | null> {
  const row = await readPublished('banner', async (db): Promise<PublicBanner | null> => {
    const saved = await getBanner(db);
    if (!saved) return null;
    const { updatedBy, ...shown } = saved;
    void updatedBy;
    return shown;
  });
  if (!row || bannerState(row, now) !== 'shown') return null;
  return bannerView(row, locale);
}
