import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts/.tsx file below `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('Zod in the browser', () => {
  it('is configured by src/lib/zod.ts in every module that parses with it', () => {
    const files = [...sources('src/lib'), ...sources('src/components')];
    const missing = files.filter((file) => {
      if (file === path.join('src', 'lib', 'zod.ts')) return false;
      const text = readFileSync(file, 'utf8');
      // A value import of zod (a type import is erased), without the configuration before it.
      return (
        /^import \{[^}]*\} from 'zod';/m.test(text) &&
        !/^import '(\.\/zod|@\/lib\/zod|\.\.\/lib\/zod)';/m.test(text)
      );
    });
    expect(missing).toEqual([]);
  });
});
