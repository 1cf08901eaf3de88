/**
 * The site's settings at /staff/settings (issue #46, item 3), one versioned row
 * (./single-row.ts): loaded into this process's store (src/lib/site-settings.ts) at start and
 * every half minute, saved by an administrator with an audit row naming the settings changed.
 */
import 'server-only';
import { environmentSettings } from '@/config/site';
import { settingsStore, type SiteSettings, type SiteSettingName } from '@/lib/site-settings';
import type { Db } from '../db/db';
import { siteSettings } from '../db/schema';
import type { SignedInStaff } from '../staff/staff-session';
import { singleRow } from './single-row';

const settings = singleRow<SiteSettings>({
  table: siteSettings,
  first: environmentSettings,
  merge: (saved) => ({ ...environmentSettings(), ...saved }),
  store: settingsStore,
  audit: { action: 'settings.save', type: 'settings' },
  conflict: 'settings_conflict',
});

export const readSettingsRow = settings.readRow;

/**
 * Brings this process's settings up to the database's; true when they changed (the public
 * pages, which show them, must then be renewed).
 */
export const loadSiteSettings = settings.load;

/** The settings as the form opens them, with the version to send back. */
export const settingsForEditing = settings.forEditing;

/** Saves the settings; the names of those that changed (none: nothing is written). */
export async function saveSiteSettings(
  db: Db,
  staff: SignedInStaff,
  { version, ...values }: SiteSettings & { version: number },
): Promise<{ version: number; changed: SiteSettingName[] }> {
  const saved = await settings.save(db, staff, version, values);
  return { version: saved.version, changed: saved.changed as SiteSettingName[] };
}
