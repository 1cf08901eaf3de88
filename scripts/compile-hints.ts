/**
 * Runs after `next build` (issue #23): marks the client chunks that pages run at startup with
 * V8's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad` on their first
 * line. Chromium (136 and later) then compiles their functions on the background thread that
 * streams the script, instead of one by one on the main thread as each is first called: on a
 * content page, with the processor slowed four times, the main thread's own script time fell
 * from about 780 to 380 ms, and Lighthouse's Total Blocking Time from 223-358 to 14-149 ms
 * (docs/performance.md, "Compile hints"). Browsers without the hint read a comment.
 *
 * Only the chunks a page loads with its HTML get it (Next's root main files and each entry's
 * `entryJSFiles` in its client reference manifest): most of their functions run while the page
 * hydrates. Chunks that no page loads with its HTML (the phone menu's panel, tooltips, notices)
 * are compiled lazily as before, so no time goes into code a visitor may never run; one that a
 * page loads with its HTML and another imports later (zod) is marked for both. And only the
 * large ones (MIN_BYTES: React, Next's client, the forms): a small chunk compiles in a few
 * milliseconds anyway, and the comment costs 22 bytes of gzip in each file, which a content
 * page's 140 KB of first-load script has no room for (issue #23). Next has no option for this (a proposal: vercel/next.js
 * discussion 101287). The chunks keep their names: nothing else changes in them, and the build
 * writes them once, before anything serves or caches them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The smallest startup chunk that gets the hint (bytes, before compression). */
export const MIN_BYTES = 24 * 1024;

/** The file's text with the hint on its first line (once, however often this runs). */
export function withCompileHint(text: string): string {
  return text.startsWith(COMPILE_HINT) ? text : COMPILE_HINT + text;
}

/** What this script reads of an entry's client reference manifest. */
type ClientManifest = { entryJSFiles?: Record<string, string[]> };

/** Every `*_client-reference-manifest.js` under `folder`. */
function manifestsUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('_client-reference-manifest.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The chunks (paths relative to `nextDir`, e.g. `static/chunks/x.js`) that some page loads
 * with its HTML: the root main files of build-manifest.json and the `entryJSFiles` of every
 * app entry. A manifest is a script that assigns to `globalThis.__RSC_MANIFEST`: it is run in
 * a context of its own, which is all it can reach.
 */
export function startupChunks(nextDir: string): string[] {
  const { rootMainFiles } = JSON.parse(
    readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'),
  ) as { rootMainFiles: string[] };
  const chunks = new Set(rootMainFiles);
  for (const file of manifestsUnder(join(nextDir, 'server', 'app'))) {
    const context: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, ClientManifest> } = {};
    context.globalThis = context;
    runInNewContext(readFileSync(file, 'utf8'), context, { filename: file });
    for (const entry of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(entry.entryJSFiles ?? {})) {
        for (const chunk of files) chunks.add(chunk);
      }
    }
  }
  return [...chunks].filter((chunk) => chunk.endsWith('.js')).sort();
}

/** Adds the hint to the large startup chunks of the build in `nextDir`; returns them. */
export function addCompileHints(nextDir: string): { chunks: string[]; bytes: number } {
  const chunks: string[] = [];
  let bytes = 0;
  for (const chunk of startupChunks(nextDir)) {
    const path = join(nextDir, chunk);
    const text = readFileSync(path, 'utf8');
    if (Buffer.byteLength(text) < MIN_BYTES) continue;
    chunks.push(chunk);
    bytes += Buffer.byteLength(text);
    writeFileSync(path, withCompileHint(text));
  }
  return { chunks, bytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chunks, bytes } = addCompileHints('.next');
  if (chunks.length === 0) throw new Error('No startup chunk found in .next: run next build first');
  console.log(
    `Compile hints: ${chunks.length} startup chunks (${(bytes / 1024).toFixed(0)} KB) marked //# allFunctionsCalledOnLoad`,
  );
}
