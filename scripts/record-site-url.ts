// `npm run build`, last step: keeps the SITE_URL the pages were built with beside the build
// (src/lib/built-site-url.ts), for `npm start` and /api/health to compare with theirs.
import { writeFileSync } from 'node:fs';
import { BUILT_SITE_URL_FILE, siteUrlOf } from '../src/lib/built-site-url.ts';

writeFileSync(BUILT_SITE_URL_FILE, `${siteUrlOf(process.env.SITE_URL)}\n`);
