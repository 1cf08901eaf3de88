/**
 * The site's settings at /staff/settings (issue #46, item 3): read into this process's store
 * (src/lib/site-settings.ts) at start and every half minute (another instance may have saved
 * them), saved by an administrator with the version the form was opened with (a stale form is
 * refused, 409), in one transaction with an audit row naming the settings changed.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { environmentSettings } from '@/config/site';
import { settingsStore, type SiteSettings, type SiteSettingName } from '@/lib/site-settings';
import type { Db } from '../db/db';
import { siteSettings, type SiteSettingsRow } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

export async function readSettingsRow(db: Db): Promise<SiteSettingsRow | undefined> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row;
}

/**
 * Brings this process's settings up to the database's; true when they changed (the public
 * pages, which show them, must then be renewed).
 */
export async function loadSiteSettings(db: Db): Promise<boolean> {
  const row = await readSettingsRow(db);
  const store = settingsStore();
  const version = row?.version ?? 0;
  if (version === store.version) return false;
  // The saved values over the environment's: a setting added later starts as its variable.
  store.values = row ? { ...environmentSettings(), ...row.values } : null;
  store.version = version;
  return true;
}

/** The settings as the form opens them, with the version to send back. */
export async function settingsForEditing(
  db: Db,
): Promise<{ values: SiteSettings; version: number; row: SiteSettingsRow | undefined }> {
  const row = await readSettingsRow(db);
  return {
    values: row ? { ...environmentSettings(), ...row.values } : environmentSettings(),
    version: row?.version ?? 0,
    row,
  };
}

/** Saves the settings; the names of those that changed (none: nothing is written). */
export async function saveSiteSettings(
  db: Db,
  staff: SignedInStaff,
  { version, ...values }: SiteSettings & { version: number },
): Promise<{ version: number; changed: SiteSettingName[] }> {
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
    if ((row?.version ?? 0) !== version) throw new AppError('settings_conflict');
    const before = row ? { ...environmentSettings(), ...row.values } : environmentSettings();
    const changed = (Object.keys(values) as SiteSettingName[]).filter(
      (name) => values[name] !== before[name],
    );
    if (changed.length === 0) return { version, changed, values: before };
    const next = version + 1;
    if (row) {
      await tx
        .update(siteSettings)
        .set({ values, version: next, updatedAt: new Date(), updatedBy: staff.name })
        .where(eq(siteSettings.id, 1));
    } else {
      await tx.insert(siteSettings).values({ id: 1, values, version: next, updatedBy: staff.name });
    }
    await recordAudit(
      tx,
      staff,
      'settings.save',
      { type: 'settings', id: '1' },
      {
        changed: changed.join(', '),
      },
    );
    return { version: next, changed, values };
  });
  if (saved.changed.length > 0) {
    const store = settingsStore();
    store.values = saved.values;
    store.version = saved.version;
  }
  return { version: saved.version, changed: saved.changed };
}
