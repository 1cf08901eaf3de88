/**
 * The documents the site ships become library files (issue #46, item 5): each one imported once
 * per database with its titles in both languages, served at its library address; imported
 * again never (a file an editor replaced stays replaced); never removed, only replaced.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ownDataDir } from '../../../test/support/db/own-data-dir';
import { refusalCode } from '../../../test/support/publishing/desk-tests';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
ownDataDir('shipped-files');

const { getDb, closeDatabases } = await import('../db/client');
const { libraryFiles } = await import('../db/schema');
const { getStorage } = await import('../storage/get-storage');
const { importShippedFiles, shippedFiles } = await import('./shipped-files');
const { removeLibraryFile, servedLibraryFile } = await import('./library-desk');
const { eq } = await import('drizzle-orm');

afterAll(async () => {
  await closeDatabases();
});

describe('the shipped documents in the library', () => {
  it('lists every shipped PDF once, with an address and both titles', () => {
    const files = shippedFiles();
    expect(files.length).toBe(26);
    expect(new Set(files.map((file) => file.name)).size).toBe(files.length);
    for (const file of files) {
      expect(existsSync(path.join('assets', file.path)), file.path).toBe(true);
      expect(file.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(file.title.ar).toMatch(/[\u0600-\u06ff]/);
      expect(file.title.en).toMatch(/^[A-Z]/);
    }
    // None of them under public/: a static address (/downloads/x.pd%66) would serve the
    // repository's copy after an editor replaced it.
    expect(existsSync(path.join('public', 'downloads'))).toBe(false);
    expect(files.find((file) => file.name === 'housing-guide-ar')?.title).toEqual({
      ar: 'دليل السكن الجامعي (بالعربية)',
      en: 'Student housing guide (in Arabic)',
    });
  });

  it('imports them once, serves them, and refuses to remove one', async () => {
    const db = await getDb();
    const storage = getStorage();
    expect(await importShippedFiles(db, storage)).toBe(26);
    const served = await servedLibraryFile(db, 'research-report-2024-en', 'document');
    expect(served?.bytes).toBeGreaterThan(1000);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(served!.storageKey)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    // Taken out of the library, it is not imported again at the next start.
    await db.delete(libraryFiles).where(eq(libraryFiles.name, 'gis-introduction-en'));
    expect(await importShippedFiles(db, storage)).toBe(0);
    expect(await servedLibraryFile(db, 'gis-introduction-en', 'document')).toBeNull();

    const version = served!.updatedAt.toISOString();
    expect(
      await refusalCode(
        removeLibraryFile(db, storage, { id: 'x', email: 'e@alrowad.edu.sd' }, served!.id, version),
      ),
    ).toBe('library_file_shipped');
  });
});
