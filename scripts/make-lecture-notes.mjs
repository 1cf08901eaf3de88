/**
 * Builds the lecture notes PDFs of the instructor's pages (assets/downloads/courses/*.pdf).
 *
 * For every lecture of content/{ar,en}/pages/courses/*.ts that has a `file`, the body of its notes is
 * read from scripts/lecture-notes/<ar|en>/<lecture id>.html, wrapped in a printable page
 * (title, subject, level, duration, instructor) and printed to PDF with headless Chromium
 * through scripts/lib/print-guide.mjs (its fonts, so Arabic text extracts correctly). Each file must stay under 150 KB: visitors pay for every kilobyte.
 *
 *   npm run notes:lectures
 *   npm run notes:lectures -- math-derivatives   (only that lecture's notes)
 *
 * Needs Node 24 (the project's own, via npx) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import 'tsx/cjs';
import 'tsx/esm';
import { fontFaces, printToPdf, root } from './lib/print-guide.mjs';

const maxBytes = 150 * 1024;
const only = process.argv[2];

const { catalogues } = await import('../src/i18n/catalogues.ts');
const { fill } = await import('../src/lib/template.ts');

const content = {
  ar: {
    courses: (await import('../content/ar/courses.ts')).courses,
    pages: (await import('../content/ar/pages/index.ts')).pages,
    ui: catalogues.ar.Courses,
  },
  en: {
    courses: (await import('../content/en/courses.ts')).courses,
    pages: (await import('../content/en/pages/index.ts')).pages,
    ui: catalogues.en.Courses,
  },
};

const words = {
  ar: {
    college: 'كلية الرواد للعلوم والتقانة',
    notes: 'مذكرات محاضرة',
    instructor: 'د. حسن عبد الرحيم الطيب',
    page: 'صفحة',
  },
  en: {
    college: 'Al-Rowad College of Science and Technology',
    notes: 'Lecture notes',
    instructor: 'Dr. Hassan Abdelrahim Eltayeb',
    page: 'Page',
  },
};

const fontCss = fontFaces();

function escape(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function page(locale, subject, lecture, body) {
  const { courses, pages, ui } = content[locale];
  const w = words[locale];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const minutes = fill(ui.minutesFormat, { n: lecture.minutes });
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<title>${escape(lecture.title)} – ${escape(w.college)}</title>
<style>
${fontCss}
@page { size: A4; margin: 16mm 16mm 18mm; @bottom-center { content: "${w.page} " counter(page); font: 9pt Guide, 'DejaVu Sans', sans-serif; color: #555; } }
html { font: 10.5pt/1.55 Guide, 'DejaVu Sans', sans-serif; color: #1b1f23; }
body { margin: 0; }
header { border-bottom: 3px solid #165a56; padding-bottom: 8pt; margin-bottom: 12pt; }
.kicker { color: #165a56; font-weight: 700; font-size: 9.5pt; margin: 0; }
h1 { font-size: 19pt; line-height: 1.25; margin: 4pt 0 6pt; color: #123d3b; }
.meta { display: flex; flex-wrap: wrap; gap: 4pt 14pt; font-size: 9pt; color: #333; margin: 0; padding: 0; list-style: none; }
.meta b { color: #165a56; }
h2 { font-size: 13pt; color: #123d3b; margin: 14pt 0 4pt; break-after: avoid; }
h3 { font-size: 11pt; margin: 10pt 0 3pt; break-after: avoid; }
p { margin: 0 0 6pt; }
ul, ol { margin: 0 0 6pt; padding-inline-start: 18pt; }
li { margin-bottom: 2pt; }
.box { border: 1px solid #a9ddd7; background: #eef8f7; border-radius: 4pt; padding: 6pt 9pt; margin: 8pt 0; break-inside: avoid; }
.box > :last-child { margin-bottom: 0; }
.box-title { font-weight: 700; color: #165a56; margin-bottom: 3pt; }
.m, code, pre { direction: ltr; unicode-bidi: isolate; font-family: 'DejaVu Sans Mono', monospace; font-size: 9.5pt; }
.m { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; white-space: nowrap; }
.eq { display: block; text-align: center; margin: 5pt 0; white-space: normal; }
pre { background: #f4f6f8; border: 1px solid #d8dee4; border-radius: 4pt; padding: 6pt 8pt; margin: 6pt 0; white-space: pre-wrap; text-align: left; break-inside: avoid; }
table { border-collapse: collapse; margin: 6pt 0; font-size: 9.5pt; break-inside: avoid; }
th, td { border: 1px solid #c9d1d9; padding: 2pt 6pt; text-align: start; }
th { background: #eef8f7; }
footer { margin-top: 14pt; border-top: 1px solid #c9d1d9; padding-top: 5pt; font-size: 8.5pt; color: #555; }
</style>
</head>
<body>
<header>
<p class="kicker">${escape(w.college)} · ${escape(w.notes)} · ${escape(pages[`courses/${subject}`].title)}</p>
<h1>${escape(lecture.title)}</h1>
<ul class="meta">
<li><b>${escape(ui.levelLabel)}:</b> ${escape(ui.levels[lecture.level])}</li>
<li><b>${escape(ui.durationLabel)}:</b> ${escape(minutes)}</li>
<li><b>${escape(w.instructor)}</b> · <span class="m" style="font-size:9pt">${escape(courses.email)}</span></li>
</ul>
</header>
${body}
<footer>${escape(w.college)} – ${escape(w.instructor)}</footer>
</body>
</html>`;
}

const documents = [];
for (const locale of ['ar', 'en']) {
  const { courses } = content[locale];
  for (const subject of ['math', 'statistics', 'it', 'ai', 'gis']) {
    for (const lecture of courses[subject].lectures) {
      if (!lecture.file || (only && lecture.id !== only)) continue;
      const source = path.join(root, 'scripts/lecture-notes', locale, `${lecture.id}.html`);
      documents.push({
        html: page(locale, subject, lecture, readFileSync(source, 'utf8')),
        out: path.join('assets', lecture.file),
      });
    }
  }
}
if (documents.length === 0) throw new Error(`no lecture notes matched ${only ?? ''}`);
await printToPdf(documents, { maxBytes });
