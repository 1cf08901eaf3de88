import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addCompileHints,
  COMPILE_HINT,
  MIN_BYTES,
  startupChunks,
  withCompileHint,
} from './compile-hints.ts';

/** A build folder shaped like Next's: a build manifest, one entry's manifest, the chunks. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(dir, 'static', 'chunks'), { recursive: true });
  mkdirSync(join(dir, 'server', 'app', '[locale]', 'about'), { recursive: true });
  writeFileSync(
    join(dir, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'] }),
  );
  const manifest = {
    entryJSFiles: {
      '[project]/src/app/[locale]/layout': ['static/chunks/layout.js'],
      '[project]/src/app/[locale]/about/page': ['static/chunks/layout.js', 'static/chunks/form.js'],
    },
  };
  writeFileSync(
    join(dir, 'server', 'app', '[locale]', 'about', 'page_client-reference-manifest.js'),
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
      `globalThis.__RSC_MANIFEST["/[locale]/about/page"] = ${JSON.stringify(manifest)};`,
  );
  const big = 'x'.repeat(MIN_BYTES);
  for (const [name, text] of Object.entries({
    'react.js': `(function(){})();${big}`,
    'runtime.js': 'small runtime',
    'layout.js': `layout${big}`,
    'form.js': `form${big}`,
    'dialog.js': `imported later${big}`,
  })) {
    writeFileSync(join(dir, 'static', 'chunks', name), text);
  }
  return dir;
}

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('the compile hints', () => {
  it('are the magic comment V8 reads, on the first line, once', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(withCompileHint('code')).toBe('//# allFunctionsCalledOnLoad\ncode');
    expect(withCompileHint(withCompileHint('code'))).toBe('//# allFunctionsCalledOnLoad\ncode');
  });

  it('find the chunks pages load with their HTML: the root main files and every entry’s', () => {
    const dir = fakeBuild();
    dirs.push(dir);
    expect(startupChunks(dir)).toEqual([
      'static/chunks/form.js',
      'static/chunks/layout.js',
      'static/chunks/react.js',
      'static/chunks/runtime.js',
    ]);
  });

  it('mark the large startup chunks only: not a small one, not one imported later', () => {
    const dir = fakeBuild();
    dirs.push(dir);
    const { chunks } = addCompileHints(dir);
    expect(chunks).toEqual([
      'static/chunks/form.js',
      'static/chunks/layout.js',
      'static/chunks/react.js',
    ]);
    const read = (name: string) => readFileSync(join(dir, 'static', 'chunks', name), 'utf8');
    expect(read('react.js').startsWith(`${COMPILE_HINT}(function(){})();`)).toBe(true);
    expect(read('runtime.js')).toBe('small runtime');
    expect(read('dialog.js').startsWith('imported later')).toBe(true);
    // Run twice (a second build step, a rerun): still one comment.
    addCompileHints(dir);
    expect(read('react.js').split(COMPILE_HINT)).toHaveLength(2);
  });
});
