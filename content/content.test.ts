import { describe, expect, it } from 'vitest';
import { routeKeys, routes } from '../src/config/routes';
import { getContent, getPage } from './index';
import { getSections } from './sections';
import { catalogues } from '../src/i18n/catalogues';

const { ar, en } = catalogues;

/** Every leaf path of a nested object, e.g. "Footer.rights". */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

/** The shape of a value with its texts blanked out: numbers, ids and structure must agree. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shape(child)]));
  }
  return typeof value;
}

describe('message catalogues', () => {
  it('have the same keys in Arabic and English', () => {
    expect(leafKeys(ar).sort()).toEqual(leafKeys(en).sort());
  });

  it('have no empty message', () => {
    for (const catalogue of [ar, en]) {
      for (const key of leafKeys(catalogue)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
    }
  });

  it('carry the exact texts of the specification', () => {
    expect(ar.NotFound.title).toBe('عذراً، الصفحة غير موجودة');
    expect(en.Error.title).toBe('Unexpected Application Error!');
  });
});

describe('page content', () => {
  const arabic = getContent('ar');
  const english = getContent('en');

  it('has a title, description and intro for every page in both languages', () => {
    for (const key of routeKeys) {
      for (const content of [arabic, english]) {
        const page = content.pages[key];
        expect(page.title.trim().length, key).toBeGreaterThan(0);
        // A meta description: one sentence a search engine shows whole.
        expect(page.description.trim().length, key).toBeGreaterThan(20);
        expect(page.description.length, key).toBeLessThanOrEqual(160);
        expect(page.intro.length, key).toBeGreaterThan(0);
        expect(
          page.intro.every((paragraph) => paragraph.trim().length > 0),
          key,
        ).toBe(true);
      }
    }
  });

  it('is written in the right script for each language', () => {
    for (const key of routeKeys) {
      expect(arabic.pages[key].title, key).toMatch(/[\u0600-\u06FF]/);
      expect(english.pages[key].title, key).not.toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('has the same structure, ids and dates in both languages', () => {
    const pick = (content: typeof arabic) => ({
      home: content.home,
      navigation: content.navigation,
    });
    expect(shape(pick(arabic))).toEqual(shape(pick(english)));
    expect(arabic.home.statistics.items.map((s) => [s.id, s.value])).toEqual(
      english.home.statistics.items.map((s) => [s.id, s.value]),
    );
  });

  it('shows the statistics of the specification', () => {
    expect(english.home.statistics.items.map((s) => s.value)).toEqual([
      '5000+',
      '250+',
      '8',
      '35+',
    ]);
  });

  // #24: the spec's figures stay, and every page that counts the same thing counts it alike.
  it('counts colleges, programmes and teaching staff alike on every page', () => {
    for (const locale of ['ar', 'en'] as const) {
      const content = getContent(locale);
      const figure = (id: string) => content.home.statistics.items.find((s) => s.id === id)!;
      const specialisations = content.home.programmes.items.length;
      expect(figure('colleges').value).toBe(String(specialisations));
      for (const stat of content.home.statistics.items)
        expect(stat.note.length).toBeGreaterThan(10);

      const historyStats = getSections(locale, 'about/history').find((s) => s.type === 'stats');
      const historyFigures = historyStats?.type === 'stats' ? historyStats.items : [];
      expect(historyFigures.map((item) => item.value)).toEqual(
        expect.arrayContaining([String(specialisations), figure('faculty').value]),
      );
      // The directory says it is not the whole teaching staff, with the same figure.
      const directory = getPage(locale, 'faculty-staff/directory').intro.join(' ');
      expect(directory).toContain(figure('faculty').value.replace('+', ''));
    }
    const english = getContent('en');
    expect(english.home.programmes.lead).toMatch(/^Our eight undergraduate specialisations/);
    expect(getPage('en', 'study/programs').intro[0]).toContain(
      'eight undergraduate specialisations',
    );
    expect(
      getSections('en', 'about/deans')
        .map((s) => JSON.stringify(s))
        .join(' '),
    ).toContain(
      'The eight “colleges” in the college’s figures on the home page are its eight undergraduate specialisations',
    );
  });

  it('links home-page cards only to pages that exist', () => {
    for (const content of [arabic, english]) {
      const targets = [
        ...content.home.quickLinks.items.map((item) => item.href),
        ...content.home.programmes.items.map((item) => item.href),
      ];
      for (const target of targets) expect(Object.keys(routes)).toContain(target);
    }
  });

  it('labels every menu and menu group in both languages', () => {
    expect(Object.keys(arabic.navigation.groups).sort()).toEqual(
      Object.keys(english.navigation.groups).sort(),
    );
    expect(Object.keys(arabic.navigation.menus).sort()).toEqual(
      Object.keys(english.navigation.menus).sort(),
    );
  });
});
