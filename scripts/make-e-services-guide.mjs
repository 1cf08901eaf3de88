/**
 * Builds the e-services user guide that /e-services/platform offers for download:
 * assets/downloads/e-services-guide-ar.pdf (right-to-left) and e-services-guide-en.pdf.
 *
 *   npm run guide:e-services
 *
 * The guide is printed from the site's own content: the /e-services/guide page (its intro and
 * sections in content/{ar,en}/pages/e-services/guide.ts) and the
 * platform's seven questions (content/{ar,en}/platform-faq.ts). Edit the content, run this
 * script and commit the two PDFs; content/e-services-guide.test.ts fails when a PDF no longer
 * says what the content says.
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

requireNode24('guide:e-services');

const { platformFaq: arFaq } = await import('../content/ar/platform-faq.ts');
const { platformFaq: enFaq } = await import('../content/en/platform-faq.ts');
const { pages: arPages } = await import('../content/ar/pages/index.ts');
const { pages: enPages } = await import('../content/en/pages/index.ts');
const { eServicesGuideHref } = await import('../content/e-services.ts');
const { siteConfig } = await import('../src/config/site.ts');

const key = 'e-services/guide';

/** Words of the printed guide that the web pages do not have. */
const words = {
  ar: {
    title: 'دليل مستخدم الخدمات الإلكترونية',
    kicker: 'الحساب الجامعي والبوابة والبريد الإلكتروني ومنصة التعليم الإلكتروني، خطوة بخطوة',
    faq: 'أسئلة شائعة عن منصة التعليم الإلكتروني',
    footer:
      'أعدّه مكتب الخدمات الإلكترونية. تجد أحدث نسخة من هذا الدليل في صفحة منصة التعليم الإلكتروني على موقع الكلية.',
  },
  en: {
    title: 'E-Services User Guide',
    kicker: 'The college account, the portal, e-mail and the e-learning platform, step by step',
    faq: 'Frequently asked questions about the e-learning platform',
    footer:
      "Prepared by the e-services office. The latest copy of this guide is on the e-learning platform page of the college's website.",
  },
};

function html(locale, sections, faq, page) {
  const t = words[locale];
  const body = [
    ...sections.map((section) => `<section>${renderBlock(section, 2)}</section>`),
    `<section>${renderBlock({ type: 'faq', heading: t.faq, items: faq }, 2)}</section>`,
  ].join('');
  return guideDocument({
    locale,
    college: siteConfig.name[locale],
    title: t.title,
    kicker: t.kicker,
    css: `@page { size: A4; margin: 14mm 16mm; }
body { font-size: 10pt; line-height: 1.5; }
header { margin-bottom: 10pt; }
header h1 { font-size: 20pt; }
.lead p { margin: 0 0 4pt; }
h2 { font-size: 13pt; color: #134e4a; margin: 12pt 0 4pt; border-inline-start: 4px solid #d97706; padding-inline-start: 6pt; break-after: avoid; }
.intro { color: #475569; break-after: avoid; }
ul, ol { margin: 0; padding-inline-start: 16pt; }
li { margin-bottom: 3pt; break-inside: avoid; }
.qa { margin-bottom: 5pt; break-inside: avoid; }
.qa b { color: #134e4a; }
.contact { border: 1px solid #cbd5e1; border-radius: 6pt; padding: 6pt 8pt; background: #f0fdfa; break-inside: avoid; }
footer { margin-top: 10pt; font-size: 9pt; }
`,
    content: `<div class="lead">${page.intro.map((p) => `<p>${escape(p)}</p>`).join('')}</div>
${body}
<footer>${escape(t.footer)}</footer>
`,
  });
}

await printToPdf(
  [
    ['ar', arPages[key].sections, arFaq, arPages],
    ['en', enPages[key].sections, enFaq, enPages],
  ].map(([locale, sections, faq, pages]) => ({
    html: html(locale, sections, faq, pages[key]),
    out: path.join('assets', eServicesGuideHref[locale]),
  })),
);
