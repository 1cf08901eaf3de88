// Compares the HTML two builds serve for every page of the sitemap (issue #19: a change that
// only moves code must leave every page as it was).
//
//   node scripts/compare-builds.mjs save <base URL> <folder>   # each sitemap page, to <folder>
//   node scripts/compare-builds.mjs diff <folder A> <folder B> # what differs, page by page
//
// Save once from each build's `npm start` (a fresh DATA_DIR each, so both read the same seeded
// data, on the same day). Two builds always differ in their build id and in the hashed names of
// their script and style files; `diff` says so apart and compares the pages with those names
// put back to a placeholder, so what is left is a difference a visitor could see.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const [mode, first, second] = process.argv.slice(2);

/** The pages of the sitemap, as paths (its addresses name the configured SITE_URL). */
async function sitemapPaths(base) {
  const response = await fetch(new URL('/sitemap.xml', base));
  if (!response.ok) throw new Error(`sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  return [...new Set(paths)].sort();
}

/** A file name for a path: `/en/about/history` → `en__about__history.html`. */
const fileOf = (pagePath) => `${pagePath.replace(/^\//, '').replaceAll('/', '__') || 'index'}.html`;

async function save(base, folder) {
  await mkdir(folder, { recursive: true });
  const paths = await sitemapPaths(base);
  for (const pagePath of paths) {
    const response = await fetch(new URL(pagePath, base), { redirect: 'manual' });
    const body = await response.text();
    await writeFile(path.join(folder, fileOf(pagePath)), `${response.status}\n${body}`);
  }
  console.log(`${paths.length} pages saved to ${folder}`);
}

/** The page with what every build names differently put back to placeholders. */
function normalise(html) {
  return html
    .replace(/\/_next\/static\/[^"'\s)\\]+/g, '/_next/static/…')
    .replace(/("b":")[^"]+(")/g, '$1…$2')
    .replace(/(\\"b\\":\\")[^"\\]+(\\")/g, '$1…$2');
}

/**
 * Also what any change of client code moves, without a difference a visitor could see: which
 * script files a page loads (Turbopack regroups its chunks) and the numbers of the client modules
 * its React payload names.
 */
function normaliseChunks(html) {
  return normalise(html)
    .replace(/<script>__collegeLateScript\("\/_next\/static\/…"\)<\/script>/g, '')
    .replace(/"otherChunks":\[[^\]]*\]/g, '"otherChunks":[…]')
    .replace(/\\?"\/?(_next\/)?static\/…\\?"(,\\?"\/?(_next\/)?static\/…\\?")*/g, '…')
    .replace(/I\[\d+,/g, 'I[…,')
    .replace(/\[\\"\$\w+\\"(,\\"\$\w+\\")*\]/g, '[…]');
}

/** The first line where two texts differ, with a little of each around it. */
function firstDifference(a, b) {
  const left = a.split(/(?<=>)/);
  const right = b.split(/(?<=>)/);
  const at = left.findIndex((part, i) => part !== right[i]);
  const index = at === -1 ? Math.min(left.length, right.length) : at;
  return { a: (left[index] ?? '').slice(0, 300), b: (right[index] ?? '').slice(0, 300) };
}

async function diff(folderA, folderB) {
  const namesA = (await readdir(folderA)).sort();
  const namesB = new Set(await readdir(folderB));
  let identical = 0;
  let namesOnly = 0;
  let chunksOnly = 0;
  const differing = [];
  const missing = namesA.filter((name) => !namesB.has(name));
  const added = [...namesB].filter((name) => !namesA.includes(name));
  for (const name of namesA.filter((name) => namesB.has(name))) {
    const a = await readFile(path.join(folderA, name), 'utf8');
    const b = await readFile(path.join(folderB, name), 'utf8');
    if (a === b) identical += 1;
    else if (normalise(a) === normalise(b)) namesOnly += 1;
    else if (normaliseChunks(a) === normaliseChunks(b)) chunksOnly += 1;
    else differing.push({ name, ...firstDifference(normaliseChunks(a), normaliseChunks(b)) });
  }
  console.log(`byte-identical: ${identical}`);
  console.log(`identical but for the build id and hashed file names: ${namesOnly}`);
  console.log(`identical but for how the scripts are split into files: ${chunksOnly}`);
  console.log(`different: ${differing.length}`);
  for (const { name, a, b } of differing) console.log(`\n${name}\n  - ${a}\n  + ${b}`);
  if (missing.length > 0) console.log(`\nonly in ${folderA}: ${missing.join(', ')}`);
  if (added.length > 0) console.log(`\nonly in ${folderB}: ${added.join(', ')}`);
  return differing.length === 0 && missing.length === 0 && added.length === 0;
}

if (mode === 'save' && first && second) {
  await save(first, second);
} else if (mode === 'diff' && first && second) {
  process.exitCode = (await diff(first, second)) ? 0 : 1;
} else {
  console.error(
    'usage: node scripts/compare-builds.mjs save <base URL> <folder> | diff <folder A> <folder B>',
  );
  process.exitCode = 2;
}
