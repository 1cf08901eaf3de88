import { z } from 'zod';
import { SITE_SETTINGS_MAX_BYTES, siteSettingsSchema } from '@/lib/site-settings';
import { renewPublicPages } from '@/server/pages/refresh-pages';
import { saveSiteSettings } from '@/server/settings/settings-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/settings {phone1, …, telegram, version} (administrator): saves the site's
 * settings (src/lib/site-settings.ts). 200 {version, changed}; 400 a field refused; 401 signed
 * out; 403 another role or another site; 409 saved by someone else since `version`. A change
 * renews the public pages, which show the settings (src/server/pages/refresh-pages.ts).
 */
export const POST = staffWriteRoute(
  'administrator',
  siteSettingsSchema.extend({ version: z.number().int().min(0) }),
  { maxBytes: SITE_SETTINGS_MAX_BYTES, invalid: 'invalid_settings' },
  async (db, staff, input) => {
    const saved = await saveSiteSettings(db, staff, input);
    if (saved.changed.length > 0) renewPublicPages();
    return saved;
  },
);
