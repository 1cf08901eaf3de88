import localFont from 'next/font/local';

// IBM Plex Sans Arabic, self-hosted from @fontsource: one family per script, so English text
// gets the Latin glyphs and Arabic text the Arabic ones (the CSS stack lists Latin first).
// Not preloaded, and used only once an earlier page has fetched them (globals.css and
// webFontsScript in src/components/theme/theme-script.ts): the four files (128 KB) never
// compete with a visitor's first page on a slow line, and text never re-flows when a font
// arrives; `optional` covers a file the browser has since lost (docs/performance.md, "What a phone pays for").
export const arabicFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-arabic',
  display: 'optional',
  preload: false,
  fallback: ['Tahoma', 'Arial', 'sans-serif'],
});

export const latinFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-latin',
  display: 'optional',
  preload: false,
  fallback: ['Arial', 'sans-serif'],
});
