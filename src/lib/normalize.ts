/**
 * Folds text for matching: Arabic spelling variants (hamza forms of alef, taa marbuta,
 * alef maqsura, diacritics, tatweel), Arabic-Indic and Persian digits, Latin accents, case and
 * extra spaces.
 */
export function normalizeForSearch(text: string): string {
  return (
    normalizeDigits(text)
      // Compatibility decomposition: presentation forms and ligatures (ﻻ) become plain letters,
      // and accents (é, and the hamza of أ) become separate combining marks, dropped next.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/g, '') // diacritics (tashkeel), superscript alef
      .replace(/\u0640/g, '') // tatweel
      .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627') // آ أ إ ٱ → ا
      .replace(/\u0629/g, '\u0647') // ة → ه
      .replace(/\u0649/g, '\u064A') // ى → ي
      .replace(/\u0624/g, '\u0648') // ؤ → و
      .replace(/\u0626/g, '\u064A') // ئ → ي
      .replace(/\u06CC/g, '\u064A') // Persian yeh ی → ي
      .replace(/\u06A9/g, '\u0643') // keheh ک → ك
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Replaces Arabic-Indic (٠-٩) and Persian (۰-۹) digits with Western ones, keeping everything else. */
export function normalizeDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** Whether a (normalised) word is written in Arabic letters. */
export function isArabicWord(word: string): boolean {
  return /[\u0621-\u064A]/.test(word);
}

const ARTICLE = 'ال';
/** Conjunctions written joined to the next word: wa- (and), fa- (so). */
const CONJUNCTIONS = ['', 'و', 'ف'];
/** Prepositions written joined to the next word: bi- (with, in), li- (for), ka- (like). */
const PREPOSITIONS = ['', 'ب', 'ل', 'ك'];

/**
 * The prefixes an Arabic word can carry, longest first: a conjunction (و، ف), then a
 * preposition (ب، ل، ك), then the article ال — e.g. وال، بال، فال، وبال، and لل (li- + al-,
 * whose alef is not written). Each comes with the shortest word it may leave behind: two
 * letters after the article, three after a bare one-letter prefix (so بحث is never read as
 * ب + حث, nor لغة as ل + غة).
 */
const PREFIXES: { prefix: string; minRest: number }[] = CONJUNCTIONS.flatMap((conjunction) =>
  PREPOSITIONS.flatMap((preposition) =>
    ['', ARTICLE].map((article) => {
      const prefix =
        preposition === 'ل' && article === ARTICLE
          ? `${conjunction}لل`
          : `${conjunction}${preposition}${article}`;
      return { prefix, minRest: article ? 2 : 3 };
    }),
  ),
)
  .filter(({ prefix }) => prefix !== '')
  .sort((a, b) => b.prefix.length - a.prefix.length);

/**
 * The forms a normalised Arabic word may stand for once its joined prefixes are set aside:
 * the word itself first, then each shorter reading (والاسكان → والاسكان، الاسكان، اسكان). A
 * search index that files a word under all of them, and a query that looks for all of them,
 * find 'الأسعار', 'بالأسعار' and 'وأسعار' for 'اسعار', and 'أسعار' for 'الأسعار'. A word
 * that merely starts with one of these letters (بحث، لغة، فصل) yields a wrong reading only
 * where enough letters remain, and that reading is looked up beside the word, never instead
 * of it.
 *
 * One ending is read too: a sound feminine plural stands also for its singular (المكتبات →
 * مكتبه, الخدمات → خدمه), so 'مكتبة' finds the libraries page.
 */
export function arabicWordForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (!forms.includes(form)) forms.push(form);
  };
  for (const { prefix, minRest } of PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= minRest) {
      add(word.slice(prefix.length));
    }
  }
  const shortest = forms.reduce((a, b) => (b.length < a.length ? b : a));
  if (shortest.endsWith('ات') && shortest.length >= 5) add(`${shortest.slice(0, -2)}ه`);
  return forms;
}
