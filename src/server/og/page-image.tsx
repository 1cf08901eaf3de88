import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ArabicShaper } from 'arabic-persian-reshaper';
import { ImageResponse } from 'next/og';
import { pageWords } from '../pages/published-pages';
import type { RouteKey } from '@/config/routes';
import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { visualRuns } from '@/lib/visual-runs';

export const OG_SIZE = { width: 1200, height: 630 };

const fontDir = path.join(process.cwd(), 'node_modules/@fontsource/ibm-plex-sans-arabic/files');
let fonts: Promise<{ name: string; data: Buffer; weight: 700 }[]> | null = null;

/** The site's font (IBM Plex Sans Arabic, bold), its Arabic and Latin parts, read once. */
function loadFonts() {
  fonts ??= Promise.all(
    ['arabic', 'latin'].map(async (script) => ({
      name: `Plex-${script}`,
      data: await readFile(path.join(fontDir, `ibm-plex-sans-arabic-${script}-700-normal.woff`)),
      weight: 700 as const,
    })),
  );
  return fonts;
}

/** Words into lines of at most `width` characters (a long title takes two or three lines). */
function lines(text: string, width: number): string[] {
  const result: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = result.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) {
      result[result.length - 1] = `${last} ${word}`;
    } else {
      result.push(word);
    }
  }
  return result;
}

/**
 * An Arabic line in the order it is drawn, left to right (`visualRuns`, the receipt's helper
 * too): runs of Latin words and numbers keep their own order ("IT Support"), and each
 * right-to-left run has its letters joined (presentation forms, from arabic-persian-reshaper)
 * and then reversed, its brackets already mirrored.
 */
export function visualOrder(line: string): string {
  return visualRuns(line, 'rtl')
    .map((run) =>
      run.rtl ? [...ArabicShaper.convertArabic(run.text)].reverse().join('') : run.text,
    )
    .join('');
}

/**
 * Text in the page's language. The image renderer (Satori) measures Arabic letters before
 * joining them and breaks right-to-left lines badly (vercel/satori#74), which leaves wide gaps
 * and misplaced lines, and it draws them left to right: an Arabic line is given in drawing
 * order (visualOrder), broken into lines here, each aligned to the right.
 */
function Words({ text, locale, size }: { text: string; locale: Locale; size: number }) {
  if (locale === 'en') return <div style={{ display: 'flex', fontSize: size }}>{text}</div>;
  const perLine = Math.floor(1072 / (size * 0.5));
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', fontSize: size }}
    >
      {lines(text, perLine).map((line, index) => (
        <div key={index} style={{ display: 'flex' }}>
          {visualOrder(line)}
        </div>
      ))}
    </div>
  );
}

/**
 * The share image of a page (Open Graph and Twitter cards): the page's title as published and
 * the college's name, in the page's language and direction, on the site's colours.
 */
export async function pageImage(locale: Locale, key: RouteKey): Promise<ImageResponse> {
  // The home page's title is the college's name: its image is the name alone, larger.
  return key === 'home'
    ? titleImage(locale, siteConfig.name[locale], { nameAbove: false })
    : titleImage(locale, (await pageWords(locale, key)).title);
}

/** A share image of a title (a page's, a news item's), under the college's name. */
export async function titleImage(
  locale: Locale,
  title: string,
  { nameAbove = true }: { nameAbove?: boolean } = {},
): Promise<ImageResponse> {
  const host = new URL(siteConfig.siteUrl).host;
  const align = locale === 'ar' ? 'flex-end' : 'flex-start';
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        alignItems: align,
        padding: 64,
        background: '#144946',
        color: '#ffffff',
        // The page's script first: Satori measures words with the first font of the list.
        fontFamily: locale === 'ar' ? 'Plex-arabic, Plex-latin' : 'Plex-latin, Plex-arabic',
        borderBottom: '16px solid #ecbc45',
      }}
    >
      <div style={{ display: 'flex', color: '#ecbc45' }}>
        {nameAbove ? <Words text={siteConfig.name[locale]} locale={locale} size={38} /> : null}
      </div>
      <div style={{ display: 'flex', maxWidth: 1072, lineHeight: 1.3 }}>
        <Words text={title} locale={locale} size={title.length > 60 ? 52 : 68} />
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: '#cfe5e2' }}>{host}</div>
    </div>,
    { ...OG_SIZE, fonts: await loadFonts() },
  );
}
