import localFont from 'next/font/local';

// IBM Plex Sans Arabic, self-hosted from @fontsource: one family per script, so English text
// gets the Latin glyphs and Arabic text the Arabic ones (the CSS stack lists Latin first).
// Not preloaded, and `optional`: the four files (130 KB) no longer compete with the page on a
// slow line, and text never re-flows when a font arrives late; a first visit may show the
// system font, later pages use the cached one (README "Architecture").
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
