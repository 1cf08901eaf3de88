/**
 * Next.js evaluates each route's client-reference manifest (a small script the build writes
 * beside the route) once, and keeps what it found for the process's life. Unpatched, it ran
 * each one in a V8 context of its own (`vm.runInNewContext`), which the cache then kept alive:
 * one context per route a visitor reached, 233 of them after the browser suite, which ran
 * `npm start` out of its heap (docs/performance.md, "The server's memory").
 * patches/next+16.4.6.patch, applied by `npm install`, evaluates it in the server's own realm.
 * These tests fail if the patch is lost (an upgrade of Next.js without it, an install that
 * skipped it) or if the manifest no longer reads right.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { evalManifest } = require('next/dist/server/load-manifest.external.js') as {
  evalManifest: (
    file: string,
    shouldCache?: boolean,
    cache?: Map<string, unknown>,
  ) => { __RSC_MANIFEST: Record<string, { clientModules: Record<string, { id: number }> }> };
};

const folder = mkdtempSync(path.join(tmpdir(), 'manifest-contexts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A manifest as the build writes it (`.next/server/app/…/page_client-reference-manifest.js`). */
function writeManifest(route: string): string {
  const file = path.join(folder, `${route.replaceAll('/', '_')}.js`);
  writeFileSync(
    file,
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
      `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = {"clientModules":{"[project]/a.js":{"id":7}}};\n`,
  );
  return file;
}

describe("Next's client-reference manifests", () => {
  it('are read without a V8 context of their own', () => {
    const cache = new Map<string, unknown>();
    const before = getHeapStatistics().number_of_native_contexts;
    for (let page = 0; page < 20; page++) evalManifest(writeManifest(`/page-${page}`), true, cache);
    // Unpatched: 20 more native contexts, each kept by the cache.
    expect(getHeapStatistics().number_of_native_contexts - before).toBeLessThan(5);
  });

  it('still give Next the route’s client modules, frozen', () => {
    const manifest = evalManifest(writeManifest('/[locale]/about/page'), true, new Map());
    expect(
      manifest.__RSC_MANIFEST['/[locale]/about/page']!.clientModules['[project]/a.js']!.id,
    ).toBe(7);
    expect(Object.isFrozen(manifest.__RSC_MANIFEST)).toBe(true);
  });
});
