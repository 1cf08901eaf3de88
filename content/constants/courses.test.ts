/**
 * Spec 001 section 9, "Lecture content": lecture types pdf, video, text; levels beginner,
 * intermediate, advanced; software types free, commercial. Checked on each subject page as it is
 * rendered, in both languages: every type and every level appears on every subject page as a
 * badge whose words (not only its colour) say what it is, and the GIS page names free and
 * commercial software.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubjectBody } from '../../src/components/courses/subject-page';
import type { Locale } from '../../src/i18n/routing';
import { subjects, type Subject } from '../courses-schema';
import { getPage } from '../index';

const locales = ['ar', 'en'] as const;

/** The spec's values and the words each language shows for them. */
const words = {
  ar: {
    typeLabel: 'الصيغة',
    levelLabel: 'المستوى',
    licenceLabel: 'الترخيص',
    types: { pdf: 'PDF', video: 'فيديو', text: 'نص' },
    levels: { beginner: 'مبتدئ', intermediate: 'متوسط', advanced: 'متقدم' },
    licences: { free: 'مجاني', commercial: 'تجاري' },
  },
  en: {
    typeLabel: 'Format',
    levelLabel: 'Level',
    licenceLabel: 'Licence',
    types: { pdf: 'PDF', video: 'Video', text: 'Text' },
    levels: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
    licences: { free: 'Free', commercial: 'Commercial' },
  },
} as const;

function render(locale: Locale, subject: Subject): string {
  return renderToStaticMarkup(createElement(SubjectBody, { locale, subject }));
}

/** The visible words of every badge with this data attribute, by value: "Level: Beginner". */
function badges(html: string, attribute: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const badge = new RegExp(
    `<span[^>]*${attribute}="([a-z]+)"[^>]*>(?:<svg.*?</svg>)?<span class="sr-only">([^<]*)</span>([^<]*)</span>`,
    'g',
  );
  for (const [, value, prefix, words] of html.replace(/<!-- -->/g, '').matchAll(badge)) {
    found.set(value!, (found.get(value!) ?? new Set()).add(`${prefix}${words}`.trim()));
  }
  return found;
}

/** The HTML of the section with this id (up to its closing tag). */
function sectionHtml(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `section #${id}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

/** The page's text as a visitor reads it: heading, description, intro and body. */
function pageText(locale: Locale, subject: Subject): string {
  const page = getPage(locale, `courses/${subject}`);
  return [
    page.title,
    page.description,
    ...page.intro,
    render(locale, subject).replace(/<[^>]+>/g, ' '),
  ].join('\n');
}

describe('lecture content constants (spec 001 section 9)', () => {
  for (const locale of locales) {
    const w = words[locale];
    for (const subject of subjects) {
      it(`${subject} (${locale}) lists lectures of the three types, in words`, () => {
        const types = badges(sectionHtml(render(locale, subject), 'lectures'), 'data-lecture-type');
        expect([...types.keys()].sort()).toEqual(['pdf', 'text', 'video']);
        for (const [type, label] of Object.entries(w.types)) {
          expect([...types.get(type)!]).toEqual([`${w.typeLabel}: ${label}`]);
        }
      });

      it(`${subject} (${locale}) grades lectures at the three levels, in words`, () => {
        const html = render(locale, subject);
        const lectureLevels = badges(sectionHtml(html, 'lectures'), 'data-level');
        expect([...lectureLevels.keys()].sort()).toEqual(['advanced', 'beginner', 'intermediate']);
        for (const [level, label] of Object.entries(w.levels)) {
          expect([...lectureLevels.get(level)!]).toEqual([`${w.levelLabel}: ${label}`]);
        }
        const text = pageText(locale, subject);
        for (const label of [...Object.values(w.types), ...Object.values(w.levels)]) {
          expect(text).toContain(label);
        }
      });
    }

    it(`gis (${locale}) labels specialised software free or commercial, in words`, () => {
      const licences = badges(render(locale, 'gis'), 'data-licence');
      expect([...licences.keys()].sort()).toEqual(['commercial', 'free']);
      for (const [licence, label] of Object.entries(w.licences)) {
        expect([...licences.get(licence)!]).toEqual([`${w.licenceLabel}: ${label}`]);
      }
    });
  }
});
