/**
 * The library's files a text may link to (the toolbar editor's link form offers them): each
 * file with content, by its title in the page's language, at its address.
 */
import 'server-only';
import { libraryFileUrl } from '@/lib/library';
import type { Locale } from '@/i18n/routing';
import { getDb } from '../db/client';
import { listLibraryFiles } from './library-desk';

export interface LibraryLink {
  href: string;
  title: string;
}

export async function libraryLinks(locale: Locale): Promise<LibraryLink[]> {
  const files = await listLibraryFiles(await getDb());
  return files
    .filter((file) => file.storageKey)
    .map((file) => ({
      href: libraryFileUrl(file.name, file.kind),
      title: locale === 'ar' ? file.titleAr : file.titleEn,
    }));
}

/** The library's documents with content, for a circular's list: id and title in `locale`. */
export async function libraryDocuments(locale: Locale): Promise<[string, string][]> {
  const files = await listLibraryFiles(await getDb());
  return files
    .filter((file) => file.kind === 'document' && file.storageKey)
    .map((file) => [file.id, locale === 'ar' ? file.titleAr : file.titleEn]);
}
