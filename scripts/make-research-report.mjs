/**
 * Builds the PDF summaries of the 2024 research report that /research offers for download:
 * assets/downloads/research-report-2024-ar.pdf (right-to-left) and -en.pdf.
 *
 *   npm run report:research
 *
 * The report is made from the research page's own content (content/{ar,en}/pages/research.ts,
 * whose figures come from content/research-facts.ts), so the download and the page say the same
 * thing: edit the content, then run this script and commit the two PDFs. It writes a small HTML
 * document per language and prints it with Debian's Chromium (CHROMIUM_PATH to override), with
 * the fonts of scripts/lib/print-guide.mjs, so Arabic is shaped correctly and its text extracts.
 *
 * Like db-migrate.mjs it runs the project's TypeScript sources directly (tsx).
 */
import path from 'node:path';
import 'tsx/cjs';
import 'tsx/esm';
import { escape, guideDocument, printToPdf, requireNode24 } from './lib/print-guide.mjs';

requireNode24('report:research');

const { pages: arPages } = await import('../content/ar/pages/index.ts');
const { pages: enPages } = await import('../content/en/pages/index.ts');
const { researchOffice, researchReportHref } = await import('../content/research-facts.ts');
const { siteConfig } = await import('../src/config/site.ts');

/** Words of the report that the web page does not have. */
const words = {
  ar: {
    title: 'التقرير السنوي للبحث العلمي 2024',
    kicker: 'ملخص التقرير',
    foreword: [
      'شهد عام 2024 نمواً واضحاً في النشاط البحثي للكلية؛ فقد نشر أعضاء هيئة التدريس والطلاب دراسات في مجلات محكّمة داخل السودان وخارجه، وعملت فرق من أكثر من تخصص في المشروعات الممولة ضمن البرامج البحثية الستة، وتحوّلت أفكار عدد من الباحثين والطلاب إلى براءات اختراع مسجلة.',
      'ويعرض هذا الملخص أرقام العام موزعة حسب المجال، ونماذج من المنشورات والمشروعات وبراءات الاختراع، واتفاقيات التعاون التي تربط الكلية بشركائها.',
    ],
    signature: 'أ.د. كمال الدين يوسف بابكر، نائب العميد للبحث العلمي',
    footer: 'أعدّه مكتب البحث العلمي واعتمده مجلس الكلية. النسخة الكاملة متاحة عند الطلب من',
  },
  en: {
    title: 'Annual Research Report 2024',
    kicker: 'Summary of the report',
    foreword: [
      "2024 saw clear growth in the college's research. Faculty members and students published studies in peer-reviewed journals in Sudan and abroad, teams from more than one discipline worked on funded projects in the six research programmes, and several researchers' and students' ideas became registered patents.",
      "This summary sets out the year's figures by field, a sample of publications, projects and patents, and the cooperation agreements that link the college with its partners.",
    ],
    signature: 'Prof. Kamaleldin Yousif Babiker, Vice-Dean for Scientific Research',
    footer:
      'Prepared by the Research Office and approved by the College Council. The full report is available on request from',
  },
};

/** The page's sections that make up the summary, in order. */
const included = ['figures', 'output', 'publications', 'projects', 'patents', 'collaboration'];

function renderSection(section) {
  // The figures' intro refers to this very report: the report leaves it out.
  const intro =
    section.intro && section.type !== 'stats'
      ? `<p class="intro">${escape(section.intro)}</p>`
      : '';
  let body = '';
  switch (section.type) {
    case 'stats':
      body = `<div class="stats">${section.items
        .map(
          (item) =>
            `<div class="stat"><b>${escape(item.value)}</b><span>${escape(item.label)}</span></div>`,
        )
        .join('')}</div>`;
      break;
    case 'table':
      body = `<table><thead><tr>${section.columns
        .map((column) => `<th>${escape(column)}</th>`)
        .join('')}</tr></thead><tbody>${section.rows
        .map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
      break;
    case 'list':
      body = `<ul>${section.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
      break;
    case 'cards':
      body = `<div class="cards">${section.items
        .map(
          (card) =>
            `<div class="card"><h3>${escape(card.title)}</h3>${
              card.subtitle ? `<p class="sub">${escape(card.subtitle)}</p>` : ''
            }${(card.body ?? []).map((p) => `<p>${escape(p)}</p>`).join('')}${
              card.facts
                ? `<p class="facts">${card.facts
                    .map((fact) => `<b>${escape(fact.label)}:</b> ${escape(fact.value)}`)
                    .join(' · ')}</p>`
                : ''
            }</div>`,
        )
        .join('')}</div>`;
      break;
    default:
      throw new Error(`The report cannot show a '${section.type}' section (${section.id}).`);
  }
  return `<section id="${section.id}"><h2>${escape(section.heading)}</h2>${intro}${body}</section>`;
}

function html(locale, sections) {
  const t = words[locale];
  const byId = new Map(sections.map((section) => [section.id, section]));
  const body = included
    .map((id) => {
      const section = byId.get(id);
      if (!section) throw new Error(`The research page (${locale}) has no section '${id}'.`);
      return renderSection(section);
    })
    .join('');
  return guideDocument({
    locale,
    college: siteConfig.name[locale],
    title: t.title,
    kicker: t.kicker,
    css: `@page { size: A4; margin: 12mm 14mm; }
body { font-size: 9pt; line-height: 1.45; }
.foreword p { margin: 0 0 4pt; }
.foreword .signature { font-weight: 700; color: #134e4a; }
h2 { font-size: 12pt; color: #134e4a; margin: 10pt 0 4pt; border-inline-start: 4px solid #d97706; padding-inline-start: 6pt; }
h3 { font-size: 9.5pt; margin: 0; color: #0f766e; }
.intro { color: #475569; }
h2, .intro { break-after: avoid; }
tr, .stats, .card, li { break-inside: avoid; }
#output tr:last-child td { font-weight: 700; }
.stats { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6pt; }
.stat { background: #134e4a; color: #fff; border-radius: 6pt; padding: 6pt; text-align: center; }
.stat b { display: block; font-size: 20pt; color: #fcd34d; line-height: 1.2; }
table { width: 100%; border-collapse: collapse; font-size: 8.5pt; }
th { background: #ccfbf1; color: #134e4a; text-align: start; padding: 3pt 5pt; }
td { border-bottom: 1px solid #e2e8f0; padding: 3pt 5pt; vertical-align: top; }
ul { margin: 0; padding-inline-start: 14pt; }
.cards { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6pt; }
.card { border: 1px solid #cbd5e1; border-radius: 6pt; padding: 5pt 6pt; font-size: 8.5pt; }
.card .sub { color: #475569; font-weight: 700; }
.card .facts { color: #334155; }
`,
    content: `<div class="foreword">${t.foreword.map((p) => `<p>${escape(p)}</p>`).join('')}<p class="signature">${escape(t.signature)}</p></div>
${body}
<footer>${escape(t.footer)} <span class="ltr">${escape(researchOffice.email)}</span> · <span class="ltr">${escape(researchOffice.phone)}</span></footer>
`,
  });
}

await printToPdf(
  [
    ['ar', arPages.research.sections],
    ['en', enPages.research.sections],
  ].map(([locale, sections]) => ({
    html: html(locale, sections),
    out: path.join('assets', researchReportHref[locale]),
  })),
);
