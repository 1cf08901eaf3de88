/**
 * Builds the service worker (issue #23) after `next build`: esbuild bundles
 * src/service-worker/service-worker.ts with Serwist into one script, and Serwist's
 * injectManifest writes it to public/sw.js with its precache list: the site's styles (hashed,
 * from .next/static) and the offline page of each language (versioned by the build's id).
 * public/sw.js is a build output (.gitignore).
 */
import { readFileSync } from 'node:fs';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';

const bundled = '.next/service-worker.bundle.js';
const buildId = readFileSync('.next/BUILD_ID', 'utf8').trim();

await build({
  entryPoints: ['src/service-worker/service-worker.ts'],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  outfile: bundled,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: 'public/sw.js',
  globDirectory: '.next',
  globPatterns: ['static/chunks/*.css'],
  modifyURLPrefix: { 'static/': '/_next/static/' },
  // Next's file names carry their hash: no revision needed, and the browser's copy is reused.
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  additionalPrecacheEntries: [
    { url: '/offline', revision: buildId },
    { url: '/en/offline', revision: buildId },
  ],
});
for (const warning of warnings) console.warn(`[sw] ${warning}`);
const script = readFileSync('public/sw.js');
console.log(
  `Service worker: public/sw.js, ${(script.length / 1024).toFixed(1)} KB, precaching ${count} files (${(size / 1024).toFixed(1)} KB)`,
);
