/**
 * `npm start` runs runtime/start-server.ts with Node itself (type stripping), outside Next's
 * bundler and TypeScript's resolution: Node knows no path alias (`@/…`) and adds no extension.
 * A module of the server's graph that imported the site's way would pass the type check and the
 * unit tests, and stop the production server at its start. This follows every import of
 * start-server.ts, into src/ too, and loads the graph with Node as `npm start` does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const entry = path.join(root, 'runtime', 'start-server.ts');

/** The specifiers a module loads at run time (`import type` is erased, so not followed). */
function runtimeImports(source: string): string[] {
  const statements = [
    ...source.matchAll(/^\s*import\s+(?!type\b)[^'";]*?from\s+['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^\s*export\s+(?!type\b)[^'";]*?from\s+['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return statements.map((match) => match[1]!);
}

/** Every module of the server's own graph, and each problem met on the way. */
function serverGraph(): { modules: string[]; problems: string[] } {
  const modules: string[] = [];
  const problems: string[] = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (modules.includes(file)) continue;
    modules.push(file);
    const where = path.relative(root, file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (/^@(\/|content\/|runtime\/)/.test(specifier)) {
        problems.push(`${where}: "${specifier}" is a path alias, which Node does not know`);
        continue;
      }
      if (!specifier.startsWith('.')) continue; // a package or node:
      const target = path.resolve(path.dirname(file), specifier);
      if (!existsSync(target)) {
        problems.push(`${where}: "${specifier}" names no file (Node adds no extension)`);
        continue;
      }
      if (target.endsWith('.ts')) queue.push(target);
    }
  }
  return { modules, problems };
}

describe("npm start's modules", () => {
  it('import each other by relative paths to files that exist', () => {
    const { modules, problems } = serverGraph();
    expect(problems).toEqual([]);
    const names = modules.map((file) => path.relative(root, file));
    // The graph was followed: the runtime's own modules and the site's it borrows.
    expect(names).toEqual(
      expect.arrayContaining([
        'runtime/late-scripts.ts',
        'runtime/contract.ts',
        'runtime/stale-if-error.ts',
        'src/server/logging/safe-log.ts',
      ]),
    );
  });

  it('load in Node as they are', () => {
    // All but the entry, which starts a server.
    const modules = serverGraph().modules.filter((file) => file !== entry);
    const script = modules.map((file) => `await import(${JSON.stringify(file)});`).join('');
    const output = execFileSync(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
        '--input-type=module',
        '--eval',
        `${script}console.log('loaded ${modules.length}')`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(output.trim()).toBe(`loaded ${modules.length}`);
  });
});
