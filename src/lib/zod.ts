/**
 * Zod, configured once for the site: every schema module imports `z` from here. Zod 4 probes
 * whether `new Function` works (for faster object parsing); under the site's Content Security
 * Policy (no 'unsafe-eval') that probe is a violation the browser reports on every page that
 * checks a form, so the site parses without it (`jitless`).
 *
 * Loaded outside the Next.js bundler too (the database schema): no path aliases.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
