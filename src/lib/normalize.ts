/**
 * Folds text for matching: Arabic spelling variants (hamza forms of alef, taa marbuta,
 * alef maqsura, diacritics, tatweel), Arabic-Indic and Persian digits, case and extra spaces.
 */
export function normalizeForSearch(text: string): string {
  return normalizeDigits(text)
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/g, '') // diacritics (tashkeel), superscript alef
    .replace(/\u0640/g, '') // tatweel
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627') // آ أ إ ٱ → ا
    .replace(/\u0629/g, '\u0647') // ة → ه
    .replace(/\u0649/g, '\u064A') // ى → ي
    .replace(/\u0624/g, '\u0648') // ؤ → و
    .replace(/\u0626/g, '\u064A') // ئ → ي
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Replaces Arabic-Indic (٠-٩) and Persian (۰-۹) digits with Western ones, keeping everything else. */
export function normalizeDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}
