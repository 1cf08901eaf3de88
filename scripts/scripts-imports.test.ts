/**
 * The project's scripts import the content and the site's modules by relative path, outside
 * TypeScript's project: a module moved or removed would break them only when someone next runs
 * them (the PDF scripts did once, after the content was split per page). Each relative import
 * of each script must name a file that exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.dirname(new URL(import.meta.url).pathname);
const scripts = readdirSync(folder).filter(
  (name) => /\.(mjs|ts)$/.test(name) && !name.includes('.test.'),
);

/** The relative specifiers of a script's static and dynamic imports. */
function relativeImports(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
    ...source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g),
    ...source.matchAll(/^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm),
  ];
  return specifiers.map((match) => match[1]!);
}

describe('the scripts', () => {
  it('are found', () => {
    expect(scripts).toEqual(expect.arrayContaining(['make-lecture-notes.mjs', 'bench.mjs']));
  });

  it.each(scripts)('%s imports only files that exist', (name) => {
    const missing = relativeImports(readFileSync(path.join(folder, name), 'utf8')).filter(
      (specifier) => {
        const target = path.resolve(folder, specifier);
        return ![target, `${target}.ts`, `${target}.mjs`, `${target}/index.ts`].some((file) =>
          existsSync(file),
        );
      },
    );
    expect(missing).toEqual([]);
  });
});
