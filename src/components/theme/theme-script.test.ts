import { describe, expect, it } from 'vitest';
import * as scripts from './theme-script';

/** Each inline script the pages' <head> carries (theme-script.ts's exported strings). */
const inline = Object.entries(scripts).filter(
  (entry): entry is [string, string] => entry[0].endsWith('Script') && typeof entry[1] === 'string',
);

describe('the head scripts', () => {
  it('are all here', () => {
    expect(inline.map(([name]) => name).sort()).toEqual([
      'languageToggleScript',
      'printStampScript',
      'serviceWorkerScript',
      'themeScript',
      'themeToggleScript',
      'webFontsFetchScript',
      'webFontsScript',
    ]);
  });

  it.each(inline)('%s is valid JavaScript, with nothing left to fill in', (_name, source) => {
    expect(() => new Function(source)).not.toThrow();
    expect(source).not.toContain('${');
  });

  it('marks the page for the web fonts only when an earlier page fetched them and the worker that keeps them is there, never when saving data', () => {
    const run = (
      saveData: boolean,
      stored: string | null,
      serviceWorker: { controller: object | null } | undefined,
    ) => {
      const attributes = new Map<string, string>();
      const documentElement = {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      };
      new Function('navigator', 'document', 'localStorage', scripts.webFontsScript)(
        { connection: { saveData }, serviceWorker },
        { documentElement },
        { getItem: (key: string) => (key === scripts.WEB_FONTS_KEY ? stored : null) },
      );
      return [...attributes.keys()];
    };
    const controlled = { controller: {} };
    const uncontrolled = { controller: null };
    expect(run(false, null, controlled)).toEqual([]);
    expect(run(false, '1', controlled)).toEqual(['data-web-fonts']);
    // The worker (and its cache) is gone: the files may be too.
    expect(run(false, '1', uncontrolled)).toEqual([]);
    // A browser without service workers goes by the mark alone.
    expect(run(false, '1', undefined)).toEqual(['data-web-fonts']);
    expect(run(true, '1', controlled)).toEqual(['data-save-data']);
    expect(run(true, null, uncontrolled)).toEqual(['data-save-data']);
  });
});
