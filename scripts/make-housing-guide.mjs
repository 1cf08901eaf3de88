/**
 * Builds the full student housing guide that /campus-life/housing offers for download:
 * assets/downloads/housing-guide-ar.pdf (right-to-left) and housing-guide-en.pdf.
 *
 *   npm run guide:housing
 *
 * The guide is made from the housing page's own content (its intro and sections in
 * content/{ar,en}/pages/campus-life/housing.ts), so the download and the page say the same
 * thing: edit the content, then run this script and commit the two PDFs. It writes a small HTML
 * document per language and prints it with Debian's Chromium (CHROMIUM_PATH to override), with
 * the site's own font (IBM Plex Sans Arabic, from node_modules) so Arabic is shaped correctly.
 *
 * It runs the TypeScript sources with tsx.
 */
import path from 'node:path';
import 'tsx/cjs';
import 'tsx/esm';
import {
  escape,
  guideDocument,
  printToPdf,
  renderBlock,
  requireNode24,
} from './lib/print-guide.mjs';

requireNode24('guide:housing');

const { pages: arPages } = await import('../content/ar/pages/index.ts');
const { pages: enPages } = await import('../content/en/pages/index.ts');
const { housingGuideHref } = await import('../content/campus-facts.ts');
const { siteConfig } = await import('../src/config/site.ts');

const key = 'campus-life/housing';

/** Words of the guide that the web page does not have. */
const words = {
  ar: {
    title: 'دليل السكن الطلابي',
    kicker: 'الدليل الكامل: أنواع السكن وتكاليفه وقواعده وطريقة التقديم',
    summary: 'ملخص أنواع السكن',
    type: 'نوع السكن',
    footer:
      'أعدّه مكتب السكن بعمادة شؤون الطلاب. تُقدَّم الطلبات عبر بوابة الخدمات الإلكترونية، وتجد أحدث نسخة من هذا الدليل في صفحة السكن الطلابي على موقع الكلية.',
  },
  en: {
    title: 'Student Housing Guide',
    kicker: 'The full guide: types of housing, costs, rules and how to apply',
    summary: 'Housing at a glance',
    type: 'Type of housing',
    footer:
      "Prepared by the housing office of the Deanship of Student Affairs. Applications are made on the e-services portal; the latest copy of this guide is on the student housing page of the college's website.",
  },
};

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
  return guideDocument({
    locale,
    college: siteConfig.name[locale],
    title: t.title,
    kicker: t.kicker,
    css: `@page { size: A4; margin: 12mm 14mm; }
section { display: flow-root; }
body { font-size: 9pt; line-height: 1.45; }
.lead p { margin: 0 0 4pt; }
h2 { font-size: 12pt; color: #134e4a; margin: 10pt 0 4pt; border-inline-start: 4px solid #d97706; padding-inline-start: 6pt; }
h3 { font-size: 10.5pt; margin: 0 0 2pt; color: #0f766e; }
h4 { font-size: 9pt; margin: 4pt 0 1pt; color: #334155; }
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
`,
    content: `<div class="lead">${page.intro.map((p) => `<p>${escape(p)}</p>`).join('')}</div>
${body}
<footer>${escape(t.footer)}</footer>
`,
  });
}

await printToPdf(
  [
    ['ar', arPages[key].sections, arPages],
    ['en', enPages[key].sections, enPages],
  ].map(([locale, sections, pages]) => ({
    html: html(locale, sections, pages[key]),
    out: path.join('assets', housingGuideHref[locale]),
  })),
);
