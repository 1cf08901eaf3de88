import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSearchIndex, serializeSearchIndex } from './build-search-index';
import { searchIndexPath } from './search-index-file';

describe('loadSearchIndex', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'search-index-'));
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules(); // a fresh per-process cache for each test
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    rmSync(root, { recursive: true, force: true });
  });

  it('reads the file npm run build wrote, in production', async () => {
    // A one-document index: telling it apart from one built from the content data.
    const full = buildSearchIndex('en');
    const small = buildSearchIndex('en', full.documents.slice(0, 1));
    const path = searchIndexPath('en');
    expect(path.startsWith(root)).toBe(true);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, serializeSearchIndex(small));

    const { loadSearchIndex } = await import('./load-search-index');
    const loaded = loadSearchIndex('en');
    expect(loaded.documents).toEqual(small.documents);
    expect(loadSearchIndex('en')).toBe(loaded); // once per process
  });

  it('builds the index from the content data, with a warning, when the file is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadSearchIndex } = await import('./load-search-index');
    const loaded = loadSearchIndex('ar');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('npm run build'));
    expect(loaded.documents.length).toBeGreaterThan(50);
  });
});
