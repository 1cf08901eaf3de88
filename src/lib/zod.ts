/**
 * Zod, configured once for the site: every schema module imports this file before `z`. Zod 4
 * probes whether `new Function` works (for faster object parsing); under the site's Content
 * Security Policy (no 'unsafe-eval') that probe is a violation the browser reports on every
 * page that checks a form, so the site parses without it (`jitless`). A side effect only:
 * re-exporting `z` from here kept the bundler from leaving out the parts of Zod a page does not
 * use (+58 KB on the application page).
 *
 * Loaded outside the Next.js bundler too (the database schema): no path aliases.
 */
import { config } from 'zod';

config({ jitless: true });
