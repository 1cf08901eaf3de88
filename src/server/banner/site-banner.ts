/**
 * The announcement banner (issue #22): the editor saves it (one row, with its audit entry in
 * the same transaction), and every public page asks for the one shown now, in its language,
 * through GET /api/banner/{locale}.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { bannerState, type Banner, type BannerSeverity } from '@/lib/banner';
import { localePath, type Locale } from '@/i18n/routing';
import type { Db } from '../db/db';
import { siteBanner, type SiteBannerRow } from '../db/schema';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

/** The banner as saved, or null when none ever was. */
export async function getBanner(db: Db): Promise<SiteBannerRow | null> {
  const [row] = await db.select().from(siteBanner).where(eq(siteBanner.id, 1));
  return row ?? null;
}

/** Saves the banner (shown or kept off, by `enabled`) and its audit entry. */
export async function saveBanner(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  banner: Banner,
  now: Date = new Date(),
): Promise<{ state: ReturnType<typeof bannerState> }> {
  const values = { ...banner, updatedAt: now, updatedBy: actor.email };
  await db.transaction(async (tx) => {
    await tx
      .insert(siteBanner)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteBanner.id, set: values });
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
  return { state: bannerState(banner, now) };
}

/** What a page shows: the message in its language, the link, the severity, a version. */
export interface BannerView {
  /** Changes with every save: a visitor who closed one banner sees the next one. */
  version: string;
  message: string;
  link: { href: string; label: string } | null;
  severity: BannerSeverity;
}

/** The banner shown now in `locale`, or null. */
export async function activeBanner(
  db: Db,
  locale: Locale,
  now: Date = new Date(),
): Promise<BannerView | null> {
  const row = await getBanner(db);
  if (!row || bannerState(row, now) !== 'shown') return null;
  const ar = locale === 'ar';
  return {
    version: row.updatedAt.toISOString(),
    message: ar ? row.messageAr : row.messageEn,
    link: row.linkHref
      ? {
          // A page of this site, in the page's language.
          href: row.linkHref.startsWith('/') ? localePath(locale, row.linkHref) : row.linkHref,
          label: ar ? row.linkLabelAr : row.linkLabelEn,
        }
      : null,
    severity: row.severity,
  };
}
