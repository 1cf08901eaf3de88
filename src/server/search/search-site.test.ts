import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/routing';
import {
  buildSearchIndex,
  parseSearchIndex,
  serializeSearchIndex,
  type SearchIndex,
} from './build-search-index';
import { eventsSeed } from '../db/seeds/events-seed';
import { directorySeed } from '../db/seeds/directory-seed';
import { newsSeed } from '../db/seeds/news-seed';
import { getBoardContent } from '@content/board';
import {
  collectDocuments,
  boardDocuments,
  eventDocuments,
  newsDocuments,
  passagesOf,
  peopleDocuments,
  type SearchDocument,
} from './collect-documents';
import { searchQueries } from './search-queries';
import { searchSite, type SiteSearchResult, type Segment } from './search-site';

/**
 * The index as the server has it once what staff publish is read: the built one, then the
 * seed's news, events and people, and the board's (seeded from its page's static entries).
 */
function indexWithNews(locale: Locale): SearchIndex {
  const documents = collectDocuments(locale);
  const news = newsSeed.map((item) => ({
    slug: item.slug,
    title: item.title[locale],
    excerpt: item.excerpt[locale],
    body: item.body[locale],
  }));
  const events = eventsSeed.map((item) => ({
    id: item.slug,
    title: item.title[locale],
    location: item.location[locale],
    description: item.description[locale],
  }));
  const people = directorySeed.map((person) => ({
    name: person.name[locale],
    title: person.title[locale],
    department: person.department,
  }));
  const withNews = [...documents, ...newsDocuments(locale, news, documents.length)];
  const withEvents = [...withNews, ...eventDocuments(locale, events, withNews.length)];
  const withPeople = [...withEvents, ...peopleDocuments(locale, people, withEvents.length)];
  const { leadership, members } = getBoardContent(locale);
  return buildSearchIndex(locale, [
    ...withPeople,
    ...boardDocuments(locale, [...leadership, ...members], withPeople.length),
  ]);
}

const indexes: Record<Locale, SearchIndex> = { ar: indexWithNews('ar'), en: indexWithNews('en') };

/** What a result is, as the test set names it: a page key, or news/{slug} for a news item. */
const found = (result: SiteSearchResult) =>
  result.kind === 'news' ? `news/${result.href.split('/').at(-1)}` : result.key;

const plain = (segments: Segment[]) => segments.map((segment) => segment.text).join('');
const marked = (segments: Segment[]) =>
  segments.filter((segment) => segment.mark).map((segment) => segment.text);

describe('the test set: each query finds its page on the first page of results', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`has at least 30 queries in ${locale}`, () => {
      expect(searchQueries.filter((c) => c.locale === locale).length).toBeGreaterThanOrEqual(30);
    });
  }

  for (const c of searchQueries) {
    it(`[${c.locale}] “${c.query}” finds ${c.expected} (${c.why})`, () => {
      const { results } = searchSite(indexes[c.locale], c.query, { limit: 10 });
      expect(results.map(found), `first page: ${results.map(found).join(', ')}`).toContain(
        c.expected,
      );
    });
  }
});

describe('searchSite', () => {
  it('marks the matched words in the title and the excerpt, in their original spelling', () => {
    const { results } = searchSite(indexes.ar, 'التقويم الاكاديمي');
    const top = results[0]!;
    expect(top.key).toBe('academic-calendar');
    expect(marked(top.title)).toEqual(['التقويم', 'الأكاديمي']);
    expect(marked(top.excerpt)).toEqual(expect.arrayContaining(['التقويم', 'الأكاديمي']));
  });

  it('marks the other forms of an English word it matched', () => {
    const { results } = searchSite(indexes.en, 'applying');
    const admission = results.find((result) => result.key === 'admission')!;
    const words = marked(admission.excerpt).map((word) => word.toLowerCase());
    // The query's form is 'applying'; the excerpt marks the forms the page uses.
    expect(words.some((word) => word !== 'applying' && word.startsWith('appl'))).toBe(true);
  });

  it('shows the breadcrumb trail in the page’s language', () => {
    const ar = searchSite(indexes.ar, 'تقديم طلب الالتحاق').results[0]!;
    expect(ar.key).toBe('admission/application');
    expect(ar.trail).toEqual(['الدراسة', 'القبول والتسجيل']);
    const en = searchSite(indexes.en, 'application submission').results[0]!;
    expect(en.trail).toEqual(['Study', 'Admission']);
    expect(en.href).toBe('/en/admission/application');
  });

  it('finds a person of the staff directory, linking to the directory with their title and department', () => {
    const person = searchSite(indexes.en, 'Babiker').results[0]!;
    expect(person.kind).toBe('person');
    expect(plain(person.title)).toBe('Dr Khalid Omer Babiker');
    expect(person.href).toBe('/en/faculty-staff/directory');
    expect(plain(person.excerpt)).toContain('Physiology');
    expect(plain(person.excerpt)).toContain('Faculty of Medicine');
  });

  it('links to the section a match is in when the section has an id', () => {
    const { results } = searchSite(indexes.en, 'organisational chart');
    expect(results[0]!.href).toMatch(/^\/en\/about\/org-structure#[a-z-]+$/);
  });

  it('cuts a long passage around its matches, on word boundaries', () => {
    for (const result of searchSite(indexes.en, 'housing').results) {
      const text = plain(result.excerpt);
      expect(text.length).toBeLessThan(300);
      expect(marked(result.excerpt).length).toBeGreaterThan(0);
    }
  });

  it('finds nothing for an empty query, stop words only, or words the site does not use', () => {
    expect(searchSite(indexes.en, '').total).toBe(0);
    expect(searchSite(indexes.en, 'the of and').total).toBe(0);
    expect(searchSite(indexes.ar, 'في من').total).toBe(0);
    expect(searchSite(indexes.en, 'xylophone quokka').total).toBe(0);
    expect(searchSite(indexes.ar, 'ديناصور').total).toBe(0);
  });

  it('finds the issue’s example on a housing page that lists its prices', () => {
    // The housing page's prices are being written elsewhere: the page as it will read.
    const documents = collectDocuments('ar').map((doc) =>
      doc.kind === 'page' && doc.key === 'campus-life/housing'
        ? {
            ...doc,
            passages: [
              ...doc.passages,
              { text: 'أسعار السكن', heading: true },
              { text: 'تختلف أسعار السكن بحسب نوع الغرفة ومدة الإقامة.' },
            ],
          }
        : doc,
    );
    const index = buildSearchIndex('ar', documents);
    const top = searchSite(index, 'اسعار الاسكان').results[0]!;
    expect(top.key).toBe('campus-life/housing');
    expect(marked(top.excerpt)).toContain('أسعار');
    // The excerpt is the passage with both words, not the one with one word most often.
    const both = searchSite(index, 'أسعار السكن').results[0]!;
    expect(both.key).toBe('campus-life/housing');
    expect(marked(both.excerpt)).toEqual(expect.arrayContaining(['أسعار', 'السكن']));
  });

  it('lists the pages with every word first, then those with some of them', () => {
    const { results } = searchSite(indexes.en, 'housing xylophone');
    expect(results[0]!.key).toBe('campus-life/housing');
  });

  it('pages through the results', () => {
    const all = searchSite(indexes.en, 'college', { limit: 1000 });
    expect(all.total).toBeGreaterThan(10);
    const second = searchSite(indexes.en, 'college', { offset: 10, limit: 10 });
    expect(second.total).toBe(all.total);
    expect(second.results.map((r) => r.id)).toEqual(all.results.slice(10, 20).map((r) => r.id));
  });

  it('answers the same from the index file as from the index built in memory', () => {
    for (const locale of ['ar', 'en'] as const) {
      const loaded = parseSearchIndex(serializeSearchIndex(indexes[locale]));
      for (const c of searchQueries.filter((q) => q.locale === locale)) {
        expect(searchSite(loaded, c.query), c.query).toEqual(searchSite(indexes[locale], c.query));
      }
    }
  });
});

describe('the documents', () => {
  it('index every page of the registry and every person of the directory, in both languages', () => {
    for (const locale of ['ar', 'en'] as const) {
      const { documents } = indexes[locale];
      const people = documents.filter((doc) => doc.kind === 'person');
      expect(people.filter((doc) => doc.key === 'faculty-staff/directory')).toHaveLength(8);
      expect(people.filter((doc) => doc.key === 'about/board')).toHaveLength(11);
      expect(documents.some((doc) => doc.key === 'search')).toBe(false);
      expect(new Set(documents.map((doc) => doc.id)).size).toBe(documents.length);
      documents.forEach((doc, i) => expect(doc.id).toBe(i));
    }
  });

  it('take every string of a section, whatever its shape, but not ids, links or types', () => {
    const section = {
      type: 'some-new-kind',
      id: 'anchor-id',
      heading: 'Heading',
      items: [{ title: 'Card', body: ['First', 'Second'], link: { label: 'Go', href: '/x' } }],
      facts: [{ label: 'Duration', value: '6 years' }],
      rows: [
        ['Cell A', 'Cell B'],
        ['Cell C', 'Cell D'],
      ],
      columns: 3,
    };
    expect(passagesOf(section, { anchor: 'anchor-id' })).toEqual([
      { text: 'Heading', heading: true, anchor: 'anchor-id' },
      { text: 'Card', heading: true, anchor: 'anchor-id' },
      { text: 'First', anchor: 'anchor-id' },
      { text: 'Second', anchor: 'anchor-id' },
      { text: 'Go', anchor: 'anchor-id' },
      { text: 'Duration: 6 years', anchor: 'anchor-id' },
      { text: 'Cell A · Cell B', anchor: 'anchor-id' },
      { text: 'Cell C · Cell D', anchor: 'anchor-id' },
    ]);
  });

  it('mark the text of a tab other than the first shown, and link a match there with ?tab=', () => {
    const tabs = {
      type: 'tabs',
      heading: 'Requirements',
      defaultTab: 'undergraduate',
      tabs: [
        { id: 'undergraduate', label: 'Undergraduate', sections: [{ paragraphs: ['Average'] }] },
        { id: 'graduate', label: 'Graduate', sections: [{ paragraphs: ['Supervisor'] }] },
      ],
    };
    const passages = passagesOf(tabs);
    expect(passages.find((p) => p.text === 'Average')?.tab).toBeUndefined();
    expect(passages.find((p) => p.text === 'Supervisor')?.tab).toBe('graduate');

    const document: SearchDocument = {
      id: 0,
      key: 'admission',
      kind: 'page',
      href: '/en/admission',
      title: 'Admission',
      trail: ['Study'],
      place: [],
      passages,
    };
    const index = buildSearchIndex('en', [document]);
    expect(searchSite(index, 'supervisor').results[0]!.href).toBe('/en/admission?tab=graduate');
    expect(searchSite(index, 'average').results[0]!.href).toBe('/en/admission');
  });
});
