/**
 * How text becomes search terms, the same way for the index, the query and the highlighted
 * excerpt: words are cut from the text, folded with our normalisation (src/lib/normalize.ts),
 * and filed under every form a visitor might type — an Arabic word with and without its
 * joined prefixes (و، ف، ب، ل، ك، ال), an English word as written and as its Porter stem
 * (applying → appli, application → applic).
 */
import { stemmer } from 'stemmer';
import { arabicWordForms, isArabicWord, normalizeForSearch } from '@/lib/normalize';

/** A word of a text, with where it stands (for highlighting the original text). */
export interface Word {
  text: string;
  start: number;
  end: number;
}

// Letters, marks (diacritics) and digits, with digit groups kept whole: '2,000' and '3.5'.
const WORD = /[\p{L}\p{M}\p{N}]+(?:[.,\u066B\u066C][\p{N}]+)*/gu;

/** The words of a text, in order, with their offsets. */
export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The words of a text without their offsets: MiniSearch's tokenizer. */
export function tokenize(text: string): string[] {
  return wordsOf(text).map((word) => word.text);
}

/**
 * Words too common to tell pages apart. Dropped from the index and from queries, so a question
 * typed as a sentence ('what are the fees for medicine', 'ما هي رسوم الطب') still needs only
 * its telling words to match.
 */
const STOP_WORDS = new Set(
  [
    // English
    'a an and are as at be by for from has have how in is its of on or the their there this to was what when where which who will with you your',
    // Arabic, normalised (hamza and taa marbuta folded)
    'في من الي عن مع او ان ما هي هو هم هذا هذه ذلك تلك التي الذي الذين كل كيف متي اين لماذا هل قد لا لم لن ثم بين عند بعد قبل حتي كان كانت يكون وفي ومن وهو وهي ولا',
  ]
    .join(' ')
    .split(' '),
);

/** Thousands separators between digits go: '2,000' and '2000' are one number. */
function foldNumber(word: string): string {
  return word.replace(/(\d)[,\u066C](?=\d{3}(?!\d))/g, '$1');
}

/**
 * The terms one word is filed under, the form as written (normalised) first; none for a stop
 * word or a single letter. MiniSearch's processTerm, at indexing and at search.
 */
export function termsOf(word: string): string[] {
  const folded = foldNumber(normalizeForSearch(word));
  if (folded.length === 0 || STOP_WORDS.has(folded)) return [];
  if (folded.length === 1 && !/\d/.test(folded)) return [];
  if (isArabicWord(folded)) {
    return arabicWordForms(folded).filter((form) => !STOP_WORDS.has(form));
  }
  if (/^[a-z]+$/.test(folded)) {
    const stem = stemmer(folded);
    return stem === folded || stem.length < 2 ? [folded] : [folded, stem];
  }
  return [folded];
}
