/**
 * The shared parts of the scripts that print the site's guides to PDF (housing guide,
 * e-services user guide): HTML for content sections, the site's font, and printing with
 * Debian's Chromium (CHROMIUM_PATH to override), so Arabic is shaped by a real text engine.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function requireNode24(script) {
  if (Number(process.versions.node.split('.')[0]) < 24) {
    console.error(
      `Needs Node.js 24 (type stripping); this is ${process.version}. Use npm run ${script}.`,
    );
    process.exit(1);
  }
}

export const escape = (value) =>
  String(value).replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  );

/** Addresses read left-to-right inside Arabic text. */
export const ltr = (value) => `<span class="ltr">${escape(value)}</span>`;

/**
 * A list item's number as text: a list marker is drawn apart from the text, and PDF text
 * extraction then reads it into the middle of the previous line.
 */
const number = (numbered, index) => (numbered ? `<span class="n">${index + 1}.</span> ` : '');

/**
 * Styles of every printed guide: numbered lists carry their numbers as text (above), bullets
 * stay markers (not read as text).
 */
export const listStyles =
  'ol { list-style: none; padding-inline-start: 0 !important; } ol .n { font-weight: 700; }';

/**
 * A printed guide's whole HTML document: the fonts and the styles every guide shares (a header
 * with the college's name, the title and a kicker; addresses left-to-right), then the guide's
 * own styles (`css`, which may override the shared ones) and its content after the header.
 */
export function guideDocument({ locale, college, title, kicker, css, content }) {
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<title>${escape(title)} – ${escape(college)}</title>
<style>
${fontFaces()}
${listStyles}
* { box-sizing: border-box; }
body { font-family: Guide, sans-serif; color: #1e293b; margin: 0; }
header { border-bottom: 3px solid #0f766e; padding-bottom: 6pt; margin-bottom: 8pt; }
header .college { color: #0f766e; font-weight: 700; font-size: 10pt; margin: 0; }
header h1 { margin: 2pt 0 0; font-size: 19pt; color: #134e4a; }
header .kicker { margin: 0; color: #b45309; font-weight: 700; }
p { margin: 0 0 3pt; }
footer { margin-top: 8pt; border-top: 1px solid #cbd5e1; padding-top: 5pt; color: #475569; font-size: 8.5pt; }
.ltr { direction: ltr; unicode-bidi: isolate; }
${css}
</style>
</head>
<body>
<header>
<p class="college">${escape(college)}</p>
<h1>${escape(title)}</h1>
<p class="kicker">${escape(kicker)}</p>
</header>
${content}
</body>
</html>`;
}

/** One content section (content/sections-schema.ts) as HTML, its heading at `level`. */
export function renderBlock(section, level) {
  const heading = `<h${level}>${escape(section.heading)}</h${level}>`;
  const intro = section.intro ? `<p class="intro">${escape(section.intro)}</p>` : '';
  switch (section.type) {
    case 'text':
      return `${heading}${section.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}`;
    case 'list': {
      const tag = section.style === 'numbered' ? 'ol' : 'ul';
      return `${heading}${intro}<${tag} class="${section.style}">${section.items
        .map(
          (item, index) => `<li>${number(section.style === 'numbered', index)}${escape(item)}</li>`,
        )
        .join('')}</${tag}>`;
    }
    case 'facts':
      return `${heading}<dl>${section.items
        .map((item) => `<dt>${escape(item.label)}</dt><dd>${escape(item.value)}</dd>`)
        .join('')}</dl>`;
    case 'steps':
      return `${heading}${intro}<ol class="steps">${section.items
        .map(
          (step, index) =>
            `<li>${number(true, index)}<b>${escape(step.title)}:</b> ${escape(step.body)}</li>`,
        )
        .join('')}</ol>`;
    case 'faq':
      return `${heading}<div class="faq">${section.items
        .map(
          (item) =>
            `<div class="qa"><b>${escape(item.question)}</b><p>${escape(item.answer)}</p></div>`,
        )
        .join('')}</div>`;
    case 'contact':
      return `${heading}${intro}<p class="contact">${section.items
        .map(
          (item) =>
            `<b>${escape(item.label)}:</b> ${
              /^(mailto|tel):/.test(item.href ?? '') ? ltr(item.value) : escape(item.value)
            }`,
        )
        .join(' · ')}</p>`;
    default:
      throw new Error(
        `A printed guide cannot show a '${section.type}' section (${section.heading}).`,
      );
  }
}

/**
 * @font-face rules of the printed guides: DejaVu Sans (Debian's fonts-dejavu-core) for Arabic,
 * the site's IBM Plex Sans Arabic for Latin text. Not Plex for Arabic: Chromium's PDFs map some
 * of Plex's Arabic glyph pairs to their letters in the wrong order ("الإلكرتونية"), so the
 * text copied or extracted from the PDF would be wrong; DejaVu's extracts exactly.
 */
export function fontFaces() {
  const dejavu = '/usr/share/fonts/truetype/dejavu';
  const arabic = 'U+0600-06FF, U+0750-077F, U+FB50-FDFF, U+FE70-FEFF';
  return [400, 700]
    .flatMap((weight) => [
      `@font-face{font-family:Guide;font-weight:${weight};src:url(${
        pathToFileURL(path.join(dejavu, weight === 700 ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf'))
          .href
      });unicode-range:${arabic}}`,
      `@font-face{font-family:Guide;font-weight:${weight};src:url(${
        pathToFileURL(
          path.join(
            root,
            'node_modules/@fontsource/ibm-plex-sans-arabic/files',
            `ibm-plex-sans-arabic-latin-${weight}-normal.woff2`,
          ),
        ).href
      }) format('woff2');unicode-range:U+0000-00FF, U+2000-206F, U+2122}`,
    ])
    .join('\n');
}

/**
 * Prints each HTML document to its PDF (paths relative to the project) with headless
 * Chromium driven by Playwright; fails when a PDF is larger than `maxBytes`.
 */
export async function printToPdf(documents, { maxBytes = 200 * 1024 } = {}) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const work = mkdtempSync(path.join(tmpdir(), 'print-guide-'));
  try {
    const page = await browser.newPage();
    for (const [index, { html, out }] of documents.entries()) {
      const source = path.join(work, `document-${index}.html`);
      // DejaVu Sans draws a shadda with a vowel mark as one glyph without a character (its
      // text would extract as nothing): print the shadda alone, as Arabic text usually is.
      writeFileSync(source, html.replace(/\u0651[\u064B-\u0650]|[\u064B-\u0650]\u0651/g, '\u0651'));
      await page.goto(pathToFileURL(source).href);
      await page.evaluate(() => document.fonts.ready);
      const failed = await page.evaluate(() =>
        [...document.fonts].filter((font) => font.status === 'error').map((font) => font.family),
      );
      if (failed.length > 0) throw new Error(`Fonts did not load: ${failed.join(', ')}`);
      const target = path.join(root, out);
      mkdirSync(path.dirname(target), { recursive: true });
      await page.pdf({
        path: target,
        preferCSSPageSize: true,
        printBackground: true,
        tagged: true,
      });
      const size = statSync(target).size;
      console.log(`${out}: ${(size / 1024).toFixed(0)} KB`);
      if (size > maxBytes) throw new Error(`${out} is larger than ${maxBytes / 1024} KB`);
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}
