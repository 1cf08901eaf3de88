/**
 * Builds the full student housing guide that /campus-life/housing offers for download:
 * public/downloads/housing-guide-ar.pdf (right-to-left) and housing-guide-en.pdf.
 *
 *   npm run guide:housing
 *
 * The guide is made from the housing page's own content (content/{ar,en}/sections/campus.ts
 * and the page's intro in content/{ar,en}/pages.ts), so the download and the page say the same
 * thing: edit the content, then run this script and commit the two PDFs. It writes a small HTML
 * document per language and prints it with Debian's Chromium (CHROMIUM_PATH to override), with
 * the site's own font (IBM Plex Sans Arabic, from node_modules) so Arabic is shaped correctly.
 *
 * It runs the TypeScript sources with Node's type stripping (scripts/register-ts.mjs).
 */
import './register-ts.mjs';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `Needs Node.js 24 (type stripping); this is ${process.version}. Use npm run guide:housing.`,
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { campusSections: arSections } = await import('../content/ar/sections/campus.ts');
const { campusSections: enSections } = await import('../content/en/sections/campus.ts');
const { pages: arPages } = await import('../content/ar/pages.ts');
const { pages: enPages } = await import('../content/en/pages.ts');
const { housingGuideHref } = await import('../content/campus-facts.ts');
const { siteConfig } = await import('../src/config/site.ts');

const key = 'campus-life/housing';

/** Words of the guide that the web page does not have. */
const words = {
  ar: {
    dir: 'rtl',
    title: 'دليل السكن الطلابي',
    kicker: 'الدليل الكامل: أنواع السكن وتكاليفه وقواعده وطريقة التقديم',
    summary: 'ملخص أنواع السكن',
    type: 'نوع السكن',
    footer:
      'أعدّه مكتب السكن بعمادة شؤون الطلاب. تُقدَّم الطلبات عبر بوابة الخدمات الإلكترونية، وتجد أحدث نسخة من هذا الدليل في صفحة السكن الطلابي على موقع الكلية.',
  },
  en: {
    dir: 'ltr',
    title: 'Student Housing Guide',
    kicker: 'The full guide: types of housing, costs, rules and how to apply',
    summary: 'Housing at a glance',
    type: 'Type of housing',
    footer:
      "Prepared by the housing office of the Deanship of Student Affairs. Applications are made on the e-services portal; the latest copy of this guide is on the student housing page of the college's website.",
  },
};

const escape = (value) =>
  String(value).replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  );

/** Addresses read left-to-right inside Arabic text. */
const ltr = (value) => `<span class="ltr">${escape(value)}</span>`;

function renderBlock(section, level) {
  const heading = `<h${level}>${escape(section.heading)}</h${level}>`;
  const intro = section.intro ? `<p class="intro">${escape(section.intro)}</p>` : '';
  switch (section.type) {
    case 'text':
      return `${heading}${section.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}`;
    case 'list': {
      const tag = section.style === 'numbered' ? 'ol' : 'ul';
      return `${heading}${intro}<${tag} class="${section.style}">${section.items
        .map((item) => `<li>${escape(item)}</li>`)
        .join('')}</${tag}>`;
    }
    case 'facts':
      return `${heading}<dl>${section.items
        .map((item) => `<dt>${escape(item.label)}</dt><dd>${escape(item.value)}</dd>`)
        .join('')}</dl>`;
    case 'steps':
      return `${heading}${intro}<ol class="steps">${section.items
        .map((step) => `<li><b>${escape(step.title)}:</b> ${escape(step.body)}</li>`)
        .join('')}</ol>`;
    case 'faq':
      return `${heading}<div class="faq">${section.items
        .map(
          (item) =>
            `<div class="qa"><b>${escape(item.question)}</b><p>${escape(item.answer)}</p></div>`,
        )
        .join('')}</div>`;
    case 'contact':
      return `${heading}<p class="contact">${section.items
        .map(
          (item) =>
            `<b>${escape(item.label)}:</b> ${
              /^(mailto|tel):/.test(item.href ?? '') ? ltr(item.value) : escape(item.value)
            }`,
        )
        .join(' · ')}</p>`;
    default:
      throw new Error(`The guide cannot show a '${section.type}' section (${section.heading}).`);
  }
}

/** The four housing types: a summary table, then one box per type with all its sections. */
function renderTypes(section, t) {
  const factsOf = (tab) => tab.sections.find((block) => block.type === 'facts');
  const labels = factsOf(section.tabs[0]).items.map((item) => item.label);
  const table = `<h2>${escape(t.summary)}</h2><table><thead><tr><th>${escape(t.type)}</th>${labels
    .map((label) => `<th>${escape(label)}</th>`)
    .join('')}</tr></thead><tbody>${section.tabs
    .map(
      (tab) =>
        `<tr><th>${escape(tab.label)}</th>${factsOf(tab)
          .items.map((item) => `<td>${escape(item.value)}</td>`)
          .join('')}</tr>`,
    )
    .join('')}</tbody></table>`;
  const boxes = section.tabs
    .map(
      (tab) =>
        `<div class="type"><h3>${escape(tab.label)}</h3>${tab.sections
          .filter((block) => block.type !== 'facts')
          .map((block) =>
            block.type === 'text'
              ? block.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')
              : renderBlock(block, 4),
          )
          .join('')}</div>`,
    )
    .join('');
  return `<section>${table}</section><section><h2>${escape(section.heading)}</h2><div class="types">${boxes}</div></section>`;
}

/** A @font-face for one file of the site's font (Arabic and Latin subsets, two weights). */
function fontFace(subset, weight) {
  const file = path.join(
    root,
    'node_modules/@fontsource/ibm-plex-sans-arabic/files',
    `ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`,
  );
  const range =
    subset === 'arabic'
      ? 'U+0600-06FF, U+0750-077F, U+FB50-FDFF, U+FE70-FEFF'
      : 'U+0000-00FF, U+2000-206F, U+2122';
  return `@font-face{font-family:Plex;font-weight:${weight};src:url(${pathToFileURL(file).href}) format('woff2');unicode-range:${range}}`;
}

function html(locale, sections, page) {
  const t = words[locale];
  const body = sections
    .filter((section) => section.type !== 'callout')
    .map((section) =>
      section.type === 'tabs'
        ? renderTypes(section, t)
        : `<section class="s-${section.id}">${renderBlock(section, 2)}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${locale}" dir="${t.dir}">
<head>
<meta charset="utf-8">
<title>${escape(t.title)} – ${escape(siteConfig.name[locale])}</title>
<style>
${['arabic', 'latin'].flatMap((subset) => [400, 700].map((w) => fontFace(subset, w))).join('\n')}
@page { size: A4; margin: 12mm 14mm; }
* { box-sizing: border-box; }
section { display: flow-root; }
body { font-family: Plex, sans-serif; font-size: 9pt; line-height: 1.45; color: #1e293b; margin: 0; }
header { border-bottom: 3px solid #0f766e; padding-bottom: 6pt; margin-bottom: 8pt; }
header .college { color: #0f766e; font-weight: 700; font-size: 10pt; margin: 0; }
header h1 { margin: 2pt 0 0; font-size: 19pt; color: #134e4a; }
header .kicker { margin: 0; color: #b45309; font-weight: 700; }
.lead p { margin: 0 0 4pt; }
h2 { font-size: 12pt; color: #134e4a; margin: 10pt 0 4pt; border-inline-start: 4px solid #d97706; padding-inline-start: 6pt; }
h3 { font-size: 10.5pt; margin: 0 0 2pt; color: #0f766e; }
h4 { font-size: 9pt; margin: 4pt 0 1pt; color: #334155; }
p { margin: 0 0 3pt; }
.intro { color: #475569; }
h2, h3, h4, .intro { break-after: avoid; }
tr, li, .type, .qa, .s-apply, .s-rules, .s-contact { break-inside: avoid; }
table { width: 100%; border-collapse: collapse; font-size: 8.5pt; }
thead th { background: #ccfbf1; color: #134e4a; }
th, td { text-align: start; padding: 3pt 5pt; vertical-align: top; border-bottom: 1px solid #e2e8f0; }
tbody th { color: #134e4a; white-space: nowrap; }
.types { display: grid; grid-template-columns: 1fr 1fr; gap: 6pt; }
.type { border: 1px solid #cbd5e1; border-radius: 6pt; padding: 6pt 8pt; }
ul, ol { margin: 0; padding-inline-start: 14pt; }
.type ul { padding-inline-start: 12pt; }
.s-facilities ul, .s-rules ol { columns: 2; column-gap: 14pt; }
.steps li { margin-bottom: 2pt; }
.faq { display: grid; grid-template-columns: 1fr 1fr; gap: 4pt 12pt; }
.qa b { color: #134e4a; }
.contact { border: 1px solid #cbd5e1; border-radius: 6pt; padding: 5pt 8pt; background: #f0fdfa; }
footer { margin-top: 8pt; border-top: 1px solid #cbd5e1; padding-top: 5pt; color: #475569; font-size: 8.5pt; }
.ltr { direction: ltr; unicode-bidi: isolate; }
</style>
</head>
<body>
<header>
<p class="college">${escape(siteConfig.name[locale])}</p>
<h1>${escape(t.title)}</h1>
<p class="kicker">${escape(t.kicker)}</p>
</header>
<div class="lead">${page.intro.map((p) => `<p>${escape(p)}</p>`).join('')}</div>
${body}
<footer>${escape(t.footer)}</footer>
</body>
</html>`;
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const work = mkdtempSync(path.join(tmpdir(), 'housing-guide-'));
try {
  for (const [locale, sections, pages] of [
    ['ar', arSections[key], arPages],
    ['en', enSections[key], enPages],
  ]) {
    const source = path.join(work, `guide-${locale}.html`);
    writeFileSync(source, html(locale, sections, pages[key]));
    const out = path.join(root, 'public', housingGuideHref[locale]);
    mkdirSync(path.dirname(out), { recursive: true });
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        `--user-data-dir=${path.join(work, 'profile')}`,
        '--no-pdf-header-footer',
        `--print-to-pdf=${out}`,
        pathToFileURL(source).href,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 },
    );
    const size = statSync(out).size;
    console.log(`${path.relative(root, out)}: ${(size / 1024).toFixed(0)} KB`);
    if (size > 200 * 1024) throw new Error(`${out} is larger than 200 KB`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
