/** The part of arabic-persian-reshaper (no types of its own) the share images use. */
declare module 'arabic-persian-reshaper' {
  export const ArabicShaper: {
    /** Arabic letters as their joined presentation forms (U+FB50–U+FEFC), in logical order. */
    convertArabic(text: string): string;
  };
}
