import { describe, expect, it } from 'vitest';
import { getCourses } from './courses';
import { subjects } from './courses-schema';

/** Keys whose values must be the same in both languages (files differ only by their -ar/-en suffix). */
const shared = new Set([
  'id',
  'type',
  'level',
  'minutes',
  'year',
  'from',
  'to',
  'page',
  'icon',
  'href',
  'email',
]);

/** The structure of the content with the words taken out: ids, kinds, numbers, links, item counts. */
function skeleton(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(skeleton);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        // Whether a title keeps its original language depends on the page's language.
        .filter(([key]) => key !== 'titleLang')
        .map(([key, child]) =>
          shared.has(key)
            ? [key, child]
            : key === 'file'
              ? [key, String(child).replace(/-(ar|en)\.pdf$/, '-xx.pdf')]
              : [key, skeleton(child)],
        ),
    );
  }
  return typeof value;
}

/** Every string in a value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const arabic = getCourses('ar');
const english = getCourses('en');

describe('the lecture pages content', () => {
  it('has the same structure, ids, levels, durations and links in Arabic and English', () => {
    expect(skeleton(english)).toEqual(skeleton(arabic));
  });

  it('names each PDF after its lecture and language', () => {
    for (const [locale, content] of [
      ['ar', arabic],
      ['en', english],
    ] as const) {
      for (const subject of subjects) {
        for (const lecture of content[subject].lectures) {
          if (lecture.file) {
            expect(lecture.file).toBe(`/downloads/courses/${lecture.id}-${locale}.pdf`);
          }
        }
      }
    }
  });

  it('gives every lecture, tool, resource and project an id unique on its page', () => {
    for (const subject of subjects) {
      const page = english[subject];
      const ids = [
        ...page.lectures.map((item) => `lecture:${item.id}`),
        ...page.tools.map((item) => `tool:${item.id}`),
        ...page.resources.map((item) => `resource:${item.id}`),
        ...('projects' in page ? page.projects.items.map((item) => `project:${item.id}`) : []),
      ];
      expect(new Set(ids).size, subject).toBe(ids.length);
    }
    const lectureIds = subjects.flatMap((subject) => english[subject].lectures.map((l) => l.id));
    expect(new Set(lectureIds).size).toBe(lectureIds.length);
  });

  it('is written in the right script for each language', () => {
    // Names of tools, software, libraries and original titles may stay in Latin letters on the
    // Arabic pages; the English pages never contain Arabic script.
    for (const text of strings(english)) expect(text, text).not.toMatch(/[\u0600-\u06FF]/);
    for (const subject of subjects) {
      for (const lecture of arabic[subject].lectures) {
        expect(lecture.title, lecture.id).toMatch(/[\u0600-\u06FF]/);
        expect(lecture.description, lecture.id).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('uses Western digits in both languages', () => {
    for (const text of [...strings(arabic), ...strings(english)]) {
      expect(text, text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });

  it('closes every `code` span it opens', () => {
    for (const text of [...strings(arabic), ...strings(english)]) {
      expect(text.split('`').length % 2, text).toBe(1);
    }
  });
});
