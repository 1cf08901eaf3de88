/**
 * Full-text search of one language's index: MiniSearch ranks (BM25, with prefix and fuzzy
 * matching), and this file decides what is asked and what is shown — the page title and
 * excerpt with the matched words marked, and where on the page the match is.
 */
import type { SearchOptions, SearchResult } from 'minisearch';
import type { RouteKey } from '@/config/routes';
import type { Passage, SearchDocument } from './collect-documents';
import type { SearchIndex } from './build-search-index';
import { termsOf, tokenize, wordsOf } from './search-terms';

/** Longer queries are cut: a search box is not a place for essays. */
export const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_WORDS = 12;

/** A run of text, marked when it is a match. */
export interface Segment {
  text: string;
  mark?: true;
}

export interface SiteSearchResult {
  id: number;
  key: RouteKey;
  kind: SearchDocument['kind'];
  /** The page, with ?tab=… or #section when the excerpt comes from one. */
  href: string;
  title: Segment[];
  trail: string[];
  excerpt: Segment[];
}

export interface SiteSearchAnswer {
  /** How many documents match in all. */
  total: number;
  /** The requested slice of them, best first. */
  results: SiteSearchResult[];
}

const searchOptions: SearchOptions = {
  boost: { title: 4, headings: 2, body: 1, place: 0.5 },
  // Terms of three letters or more also find longer words they begin (apply → applying,
  // appli → application; طالب → طالبات).
  prefix: (term) => term.length >= 3,
  // One typo in a word of five letters or more, looked up for the word as typed (its first
  // form): a stem or a prefix-less reading of a misspelt word is not worth correcting.
  fuzzy: (term, i) => (i === 0 && term.length >= 5 ? 1 : false),
};

/** A word of the query and the forms it is looked up under (search-terms.ts). */
interface QueryWord {
  word: string;
  forms: string[];
}

function queryWords(query: string): QueryWord[] {
  return tokenize(query.slice(0, MAX_QUERY_LENGTH))
    .map((word) => ({ word, forms: termsOf(word) }))
    .filter(({ forms }) => forms.length > 0)
    .slice(0, MAX_QUERY_WORDS);
}

/** Whether two terms differ by at most one letter added, dropped or changed. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

/**
 * Which word of the query a matched term of a document stands for: the word one of whose
 * forms it is or begins with (exact and prefix matches), else the word one typo away (fuzzy).
 */
function queryWordOf(term: string, words: QueryWord[]): number {
  const byPrefix = words.findIndex(({ forms }) => forms.some((form) => term.startsWith(form)));
  if (byPrefix >= 0) return byPrefix;
  return Math.max(
    0,
    words.findIndex(({ forms }) => withinOneEdit(term, forms[0]!)),
  );
}

/**
 * Documents matching the query, best first: those with every word of the query, then those
 * with only some of them (so one word the site does not use does not hide the pages that
 * have the others). One search finds both: a document has a word when one of the word's forms
 * matched (MiniSearch's queryTerms), and MiniSearch scores a document with every word the same
 * whether the words are combined with AND or OR.
 */
function rank(index: SearchIndex, words: QueryWord[]): SearchResult[] {
  if (words.length === 0) return [];
  const results = index.miniSearch.search(
    // Each word is one sub-query: any of its forms may match.
    {
      combineWith: 'OR',
      queries: words.map(({ word }) => ({ combineWith: 'OR', queries: [word] })),
    },
    searchOptions,
  );
  if (words.length === 1) return results;
  const hasEvery = (result: SearchResult) =>
    words.every(({ forms }) => forms.some((form) => result.queryTerms.includes(form)));
  return [...results.filter(hasEvery), ...results.filter((result) => !hasEvery(result))];
}

interface Hit {
  start: number;
  end: number;
  /** The word of the query it matches. */
  word: number;
}

// The words of each text of the site with their terms, remembered: excerpts look at the same
// texts again and again. Bounded by the site's content (query text never goes in here).
const analysed = new Map<string, { start: number; end: number; terms: string[] }[]>();
function analyse(text: string) {
  let words = analysed.get(text);
  if (!words) {
    words = wordsOf(text).map((word) => ({ ...word, terms: termsOf(word.text) }));
    analysed.set(text, words);
  }
  return words;
}

/** Where in a text the words filed under a matched term are (terms: term → query word). */
function hitsIn(text: string, terms: ReadonlyMap<string, number>): Hit[] {
  const hits: Hit[] = [];
  for (const word of analyse(text)) {
    const term = word.terms.find((form) => terms.has(form));
    if (term) hits.push({ start: word.start, end: word.end, word: terms.get(term)! });
  }
  return hits;
}

/** A text cut into segments, the hits marked. */
function segmentsOf(text: string, hits: Hit[], from = 0, to = text.length): Segment[] {
  const segments: Segment[] = [];
  let at = from;
  for (const hit of hits) {
    if (hit.start < from || hit.end > to) continue;
    if (hit.start > at) segments.push({ text: text.slice(at, hit.start) });
    segments.push({ text: text.slice(hit.start, hit.end), mark: true });
    at = hit.end;
  }
  if (at < to) segments.push({ text: text.slice(at, to) });
  return segments;
}

/** About two lines of a results page. */
const EXCERPT_LENGTH = 220;
/** How much text comes before the first match in a cut excerpt. */
const LEAD = 60;

/** A passage, or the part of a long one around its densest run of matches. */
function excerptOf(text: string, hits: Hit[]): Segment[] {
  if (text.length <= EXCERPT_LENGTH) return segmentsOf(text, hits);
  // The window that holds the most different words of the query, then the most matches.
  let best = { start: 0, distinct: -1, count: -1 };
  for (const hit of hits) {
    const start = Math.max(0, hit.start - LEAD);
    const inside = hits.filter((h) => h.start >= start && h.end <= start + EXCERPT_LENGTH);
    const distinct = new Set(inside.map((h) => h.word)).size;
    if (distinct > best.distinct || (distinct === best.distinct && inside.length > best.count)) {
      best = { start, distinct, count: inside.length };
    }
  }
  const words = wordsOf(text);
  // Start at a word, end after one: never cut a word in half.
  const first = best.start === 0 ? undefined : words.find((word) => word.start >= best.start);
  const from = first?.start ?? 0;
  const last = words.filter((word) => word.end <= from + EXCERPT_LENGTH).at(-1);
  const to = last && from + EXCERPT_LENGTH < text.length ? last.end : text.length;
  return [
    ...(from > 0 ? [{ text: '… ' }] : []),
    ...segmentsOf(text, hits, from, to),
    ...(to < text.length ? [{ text: ' …' }] : []),
  ];
}

/** The passage that best shows why a document matched, and its excerpt. */
function bestPassage(
  document: SearchDocument,
  terms: ReadonlyMap<string, number>,
): { passage: Passage; excerpt: Segment[] } | undefined {
  let best: { index: number; hits: Hit[]; score: number } | undefined;
  document.passages.forEach((passage, index) => {
    const hits = hitsIn(passage.text, terms);
    if (hits.length === 0) return;
    const distinct = new Set(hits.map((hit) => hit.word)).size;
    // A heading alone says little: body text showing the same words wins.
    const score = (distinct * 10 + Math.min(hits.length, 5)) * (passage.heading ? 0.5 : 1);
    if (!best || score > best.score) best = { index, hits, score };
  });
  if (!best) return undefined;
  const passage = document.passages[best.index]!;
  const next = document.passages[best.index + 1];
  if (passage.heading && next && !next.heading && next.tab === passage.tab) {
    // A heading, then the text it heads.
    const nextHits = hitsIn(next.text, terms);
    return {
      passage,
      excerpt: [
        ...segmentsOf(passage.text, best.hits),
        { text: ' — ' },
        ...excerptOf(next.text, nextHits),
      ],
    };
  }
  return { passage, excerpt: excerptOf(passage.text, best.hits) };
}

function linkTo(document: SearchDocument, passage: Passage | undefined): string {
  if (document.kind !== 'page' || !passage) return document.href;
  if (passage.tab) return `${document.href}?tab=${encodeURIComponent(passage.tab)}`;
  if (passage.anchor) return `${document.href}#${encodeURIComponent(passage.anchor)}`;
  return document.href;
}

/**
 * Searches one language's index. Returns how many documents match and, of those, the ones
 * from `offset` on (at most `limit`), each with its title and excerpt marked.
 */
export function searchSite(
  index: SearchIndex,
  query: string,
  { offset = 0, limit = 10 }: { offset?: number; limit?: number } = {},
): SiteSearchAnswer {
  const words = queryWords(query);
  const ranked = rank(index, words);
  const results = ranked.slice(offset, offset + limit).map((result): SiteSearchResult => {
    const document = index.documents[result.id as number]!;
    const terms = new Map(result.terms.map((term) => [term, queryWordOf(term, words)]));
    const shown = bestPassage(document, terms);
    const fallback = document.passages[0];
    return {
      id: document.id,
      key: document.key,
      kind: document.kind,
      href: linkTo(document, shown?.passage),
      title: segmentsOf(document.title, hitsIn(document.title, terms)),
      trail: document.trail,
      excerpt: shown?.excerpt ?? (fallback ? excerptOf(fallback.text, []) : []),
    };
  });
  return { total: ranked.length, results };
}
