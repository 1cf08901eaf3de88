import { z } from 'zod';
import { scopeHolds } from '@/config/editor-sections';
import { catalogues } from '@/i18n/catalogues';
import { showCircularAsBanner } from '@/server/circulars/circulars-desk';
import { AppError } from '@/server/errors';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/circulars/{id}/banner {version} (editor of the circulars and of the banner):
 * shows the urgent circular on every page as the site's banner, until the end of its last day.
 * 200 {}; 400 no version; 401 signed out; 403 another role, section or site, or an editor
 * without the banner's section; 404 unknown circular; 409 not urgent, not on the site, past its
 * last day, or changed since `version`.
 */
export const POST = staffWriteRoute(
  'editor',
  z.object({ version: z.iso.datetime({ offset: true, error: 'invalid' }) }).strict(),
  { maxBytes: 1024, invalid: 'invalid_circular', param: 'id' },
  async (db, staff, input, id) => {
    if (!scopeHolds(staff.sections, 'banner')) throw new AppError('staff_forbidden');
    await showCircularAsBanner(db, staff, id, input.version, {
      ar: catalogues.ar.Circulars.bannerLink,
      en: catalogues.en.Circulars.bannerLink,
    });
    return {};
  },
);
