import { describe, expect, it } from 'vitest';
import { scriptUrlsOf } from './bench-helpers.mjs';
import { LateScriptsRewriter } from '../runtime/late-scripts.ts';

const page =
  '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script type="application/ld+json">{"url":"/x.js"}</script></head>' +
  '<body><script>self.__next_f.push([1,"<script src=\\"/fake.js\\">"])</script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script></body></html>';

describe('scriptUrlsOf (the bench’s first-load script)', () => {
  it('counts the scripts a page starts with, not polyfills, data or inline payloads', () => {
    expect(scriptUrlsOf(page, 'http://localhost:3400/about')).toEqual([
      'http://localhost:3400/_next/static/chunks/boot.js',
      'http://localhost:3400/_next/static/chunks/a.js',
    ]);
  });

  it('counts the same scripts when npm start has handed them to its loader', () => {
    const rewriter = new LateScriptsRewriter();
    const rewritten = Buffer.concat([rewriter.write(Buffer.from(page)), rewriter.end()]).toString();
    expect(rewritten).not.toContain('async=""');
    expect(scriptUrlsOf(rewritten, 'http://localhost:3400/about').sort()).toEqual([
      'http://localhost:3400/_next/static/chunks/a.js',
      'http://localhost:3400/_next/static/chunks/boot.js',
    ]);
  });
});
