/**
 * Lets Node (24, with type stripping) import the project's TypeScript sources from plain
 * scripts. Node needs file extensions in ESM imports, which our sources (written for the
 * bundler) leave out, so this resolve hook adds `.ts` to relative imports made from .ts files,
 * and resolves the two path aliases of tsconfig.json (`@/` → src/, `@content/` → content/).
 */
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const ALIASES = [
  ['@/', new URL('../src/', import.meta.url).href],
  ['@content/', new URL('../content/', import.meta.url).href],
];

registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromTs = context.parentURL?.endsWith('.ts');
    const alias = fromTs ? ALIASES.find(([prefix]) => specifier.startsWith(prefix)) : undefined;
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if ((alias || (relative && fromTs)) && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      const base = alias
        ? alias[1] + specifier.slice(alias[0].length)
        : new URL(specifier, context.parentURL).href;
      for (const candidate of [`${base}.ts`, `${base}/index.ts`]) {
        if (existsSync(fileURLToPath(candidate))) return nextResolve(candidate, context);
      }
    }
    return nextResolve(specifier, context);
  },
});
