/**
 * Part of `npm run build`, after `next build`: writes the search index of each language
 * (src/server/search/build-search-index.ts) from the content data to .next/search-index/, where
 * the server reads it, and prints its size.
 *
 * It runs the project's TypeScript sources directly (tsx).
 */
import 'tsx/cjs';
import 'tsx/esm';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';

const { buildSearchIndex, serializeSearchIndex } =
  await import('../src/server/search/build-search-index.ts');
const { searchIndexPath } = await import('../src/server/search/search-index-file.ts');

for (const locale of ['ar', 'en']) {
  const index = buildSearchIndex(locale);
  const json = serializeSearchIndex(index);
  const path = searchIndexPath(locale);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, json);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `Search index (${locale}): ${index.documents.length} documents, ` +
      `${index.miniSearch.termCount} terms, ${kb(Buffer.byteLength(json))} ` +
      `(${kb(gzipSync(json).length)} gzip) in ${path}`,
  );
}
