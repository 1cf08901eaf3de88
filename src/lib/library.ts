/**
 * The college's library of files (issue #46, item 5): documents (handbooks, forms, timetables,
 * as PDF) and pictures, each with its title in both languages (a picture also its description
 * for those who cannot see it, in both), served to visitors at one address that never changes:
 * `/files/{name}.pdf` or `/files/{name}.webp`. Replacing a file's content keeps its address, so
 * every page, news item and printed link that points at it gets the new one.
 *
 * Shared by the workspace's forms and the endpoints: relative imports only. Error codes are
 * keys of `Staff.fieldErrors`.
 */
import './zod';
import { z } from 'zod';
import { slugField } from './record-fields';
import { singleLine } from './single-line';
import { optionalText } from './text-field';

export const libraryKinds = ['document', 'picture'] as const;
export type LibraryKind = (typeof libraryKinds)[number];

export const MAX_LIBRARY_TITLE = 160;
export const MAX_LIBRARY_ALT = 250;
/** A document at most (a handbook of a few hundred pages with pictures). */
export const MAX_LIBRARY_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The media type a kind is stored as: a document as the PDF sent, a picture as WebP. */
export const libraryMediaTypes: Record<LibraryKind, string> = {
  document: 'application/pdf',
  picture: 'image/webp',
};
const extensions: Record<LibraryKind, string> = { document: 'pdf', picture: 'webp' };

/** The address visitors open a file at; its content may change, never the address. */
export function libraryFileUrl(name: string, kind: LibraryKind): string {
  return `/files/${name}.${extensions[kind]}`;
}

/** The name and kind of a file's address (`handbook.pdf` → handbook, document), or null. */
export function libraryAddressOf(file: string): { name: string; kind: LibraryKind } | null {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(pdf|webp)$/.exec(file);
  if (!match) return null;
  return { name: match[1]!, kind: match[2] === 'pdf' ? 'document' : 'picture' };
}

const title = z
  .string({ error: 'titleRequired' })
  .transform(singleLine)
  .pipe(
    z.string().min(1, { error: 'titleRequired' }).max(MAX_LIBRARY_TITLE, { error: 'titleTooLong' }),
  );
const alt = optionalText(singleLine, MAX_LIBRARY_ALT, 'altTooLong');

/** What describes a file: its address, its title in both languages, a picture's description. */
export const libraryEntrySchema = z
  .object({
    name: slugField,
    kind: z.enum(libraryKinds, { error: 'kindInvalid' }),
    titleAr: title,
    titleEn: title,
    altAr: alt,
    altEn: alt,
  })
  .strict()
  .superRefine((entry, context) => {
    if (entry.kind !== 'picture') return;
    // A picture on the site is described for those who cannot see it, in both languages.
    for (const field of ['altAr', 'altEn'] as const) {
      if (!entry[field])
        context.addIssue({ code: 'custom', path: [field], message: 'altRequired' });
    }
  });
export type LibraryEntry = z.output<typeof libraryEntrySchema>;
export type LibraryEntryInput = z.input<typeof libraryEntrySchema>;

/** A save of an existing file's words, with the version they were read from (409 when older). */
export const librarySaveSchema = z
  .object({
    titleAr: title,
    titleEn: title,
    altAr: alt,
    altEn: alt,
    version: z.iso.datetime({ offset: true, error: 'invalid' }),
  })
  .strict();
export type LibrarySave = z.output<typeof librarySaveSchema>;
