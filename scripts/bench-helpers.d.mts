// Types of the part of bench-helpers.mjs (plain JavaScript, run without a compile step) that
// TypeScript tests import.

/** The absolute URLs of the scripts a modern browser downloads for a page. */
export function scriptUrlsOf(html: string, pageUrl: string): string[];
