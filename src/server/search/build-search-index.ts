/**
 * The search index of one language: MiniSearch's inverted index over the documents of
 * collect-documents.ts, and the documents themselves (for titles, breadcrumbs and excerpts).
 * `npm run build` writes it to a file (scripts/build-search-index.mjs); the server reads that
 * file (load-search-index.ts).
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import type { Locale } from '@/i18n/routing';
import { collectDocuments, type SearchDocument } from './collect-documents';
import { termsOf, tokenize } from './search-terms';

/** The fields MiniSearch indexes, each made from a document (not stored: the documents are). */
const FIELDS = ['title', 'headings', 'body', 'place'] as const;
type Field = (typeof FIELDS)[number];

function fieldOf(document: SearchDocument, field: Field): string {
  switch (field) {
    case 'title':
      return document.title;
    case 'headings':
      return document.passages
        .filter((passage) => passage.heading)
        .map((passage) => passage.text)
        .join('\n');
    case 'body':
      return document.passages
        .filter((passage) => !passage.heading)
        .map((passage) => passage.text)
        .join('\n');
    case 'place':
      return [...document.trail, ...document.place].join('\n');
  }
}

/** MiniSearch's options: the same when the index is built and when it is loaded. */
export const indexOptions: Options<SearchDocument> = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: [],
  extractField: (document, field) =>
    field === 'id' ? document.id : fieldOf(document, field as Field),
  tokenize,
  processTerm: termsOf,
};

/** One language's index and the documents its ids point to. */
export interface SearchIndex {
  locale: Locale;
  miniSearch: MiniSearch<SearchDocument>;
  documents: SearchDocument[];
}

/** Builds the index of one language from the content data (or from the documents given). */
export function buildSearchIndex(
  locale: Locale,
  documents: SearchDocument[] = collectDocuments(locale),
): SearchIndex {
  const miniSearch = new MiniSearch<SearchDocument>(indexOptions);
  miniSearch.addAll(documents);
  return { locale, miniSearch, documents };
}

/** The file form of an index: what `npm run build` writes. */
export interface SearchIndexFile {
  locale: Locale;
  documents: SearchDocument[];
  /** MiniSearch's own serialisation (MiniSearch#toJSON). */
  index: AsPlainObject;
}

export function serializeSearchIndex(index: SearchIndex): string {
  const file: SearchIndexFile = {
    locale: index.locale,
    documents: index.documents,
    index: index.miniSearch.toJSON(),
  };
  return JSON.stringify(file);
}

export function parseSearchIndex(json: string): SearchIndex {
  const file = JSON.parse(json) as SearchIndexFile;
  return {
    locale: file.locale,
    documents: file.documents,
    miniSearch: MiniSearch.loadJS(file.index, indexOptions),
  };
}
