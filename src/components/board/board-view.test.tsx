import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getBoardContent } from '@content/board';
import { listBoardMembers } from '@/server/board/list-board-members';
import { loadBoard } from '@/server/board/load-board';
import { board, type NewBoardRow } from '@/server/db/schema';
import { pgliteTarget, type TestDatabase } from '../../../test/support/db/test-databases';
import {
  boardMessages,
  catalogueStrings,
  renderBoard as render,
} from '../../../test/support/board/board-test-helpers';
import { BoardLoading } from './board-loading';

/** The HTML of one section of the rendered board (by its data-testid). */
function section(html: string, id: 'board-leadership' | 'board-members' | 'board-duties'): string {
  const start = html.indexOf(`data-testid="${id}"`);
  if (start < 0) return '';
  const end = html.indexOf('</section>', start);
  return html.slice(start, end);
}

const chairman: NewBoardRow = {
  nameAr: 'د. منصور الطيب عبد الماجد',
  nameEn: 'Dr. Mansour Eltayeb Abdelmagid',
  positionAr: 'رئيس مجلس الأمناء',
  positionEn: 'Chairman of the Board of Trustees',
  bioAr: 'مهندس مدني وخبير في إدارة المشروعات.',
  bioEn: 'Civil engineer and project management expert.',
  imageUrl: '/uploads/board/mansour.jpg',
  createdAt: new Date('2022-01-01T00:00:00Z'),
};
const vice: NewBoardRow = {
  nameAr: 'أ. رقية حسن بشير',
  nameEn: 'Ms. Rugaya Hassan Bashir',
  positionAr: 'نائب رئيس مجلس الأمناء',
  positionEn: 'Vice-Chairman of the Board of Trustees',
  bioAr: '<script>alert("xss")</script> خبيرة مالية',
  bioEn: '<script>alert("xss")</script> <b>Finance</b> expert',
  imageUrl: 'javascript:alert(1)',
  createdAt: new Date('2022-01-02T00:00:00Z'),
};
const members: NewBoardRow[] = [
  {
    nameAr: 'م. عثمان يوسف <img src=x onerror=alert(1)>',
    nameEn: 'Eng. Osman Yousif <img src=x onerror=alert(1)>',
    positionAr: 'رئيس اللجنة المالية',
    positionEn: 'Chair of the Finance Committee',
    createdAt: new Date('2022-02-01T00:00:00Z'),
  },
  {
    nameAr: 'د. هالة محمد صالح',
    nameEn: 'Dr. Hala Mohamed Salih',
    positionAr: 'عضو',
    positionEn: 'Member',
    createdAt: new Date('2021-12-01T00:00:00Z'),
  },
];

describe('the board page content, read from a real database', () => {
  let database: TestDatabase;
  const read = () => loadBoard(() => listBoardMembers(database.db));

  beforeAll(async () => {
    database = await pgliteTarget.open({ seed: false });
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await database.reset();
  });

  it.each(['ar', 'en'] as const)(
    'shows leadership, the members table and the duties (%s)',
    async (locale) => {
      await database.db.insert(board).values([vice, chairman, ...members]);
      const html = render(locale, await read());
      const leadership = section(html, 'board-leadership');
      const table = section(html, 'board-members');
      const name = locale === 'ar' ? 'nameAr' : 'nameEn';
      const position = locale === 'ar' ? 'positionAr' : 'positionEn';

      // Leadership: created_at order (chairman first), name, position, bio, photo or placeholder.
      expect(leadership.indexOf(chairman[name])).toBeGreaterThan(0);
      expect(leadership.indexOf(chairman[name])).toBeLessThan(
        leadership.indexOf(vice[name].slice(0, 8)),
      );
      expect(leadership).toContain(chairman[position]);
      expect(leadership).toContain(chairman[locale === 'ar' ? 'bioAr' : 'bioEn']!);
      expect(leadership).toContain('src="/uploads/board/mansour.jpg"');
      expect(leadership).toContain(catalogueStrings(locale).photoAlt(chairman[name]));
      expect(leadership).not.toContain('javascript:');
      expect(leadership.match(/<svg/g)).toHaveLength(1);

      // Members table: the others by name and position, oldest first; no leadership in it.
      expect(table).toContain(
        `<th scope="col" class="py-3 pe-4 text-start font-bold">${catalogueStrings(locale).nameColumn}</th>`,
      );
      expect(table.indexOf(members[1]![name])).toBeLessThan(table.indexOf(members[0]![position]));
      expect(table).toContain(members[1]![position]);
      expect(table).not.toContain(chairman[name]);

      // Duties: the eight of the spec.
      expect(section(html, 'board-duties').match(/<li/g)).toHaveLength(8);
      expect(html).not.toContain(catalogueStrings(locale).error);
    },
  );

  it.each(['ar', 'en'] as const)(
    'shows names and bios from the database as text, never as HTML (%s)',
    async (locale) => {
      await database.db.insert(board).values([chairman, vice, ...members]);
      const html = render(locale, await read());
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<b>');
      expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    },
  );

  it.each(['ar', 'en'] as const)(
    'shows the two static leadership entries when no row is chairman or vice-chairman (%s)',
    async (locale) => {
      await database.db.insert(board).values(members);
      const html = render(locale, await read());
      const content = getBoardContent(locale);
      const leadership = section(html, 'board-leadership');
      expect(content.leadership).toHaveLength(2);
      for (const entry of content.leadership) {
        expect(leadership).toContain(entry.name);
        expect(leadership).toContain(entry.position);
      }
      // The members still come from the database.
      expect(section(html, 'board-members')).toContain(
        members[1]![locale === 'ar' ? 'nameAr' : 'nameEn'],
      );
      expect(section(html, 'board-members')).not.toContain(content.members[0]!.name);
    },
  );

  it.each(['ar', 'en'] as const)(
    'shows the static member list when the board has leadership only (%s)',
    async (locale) => {
      await database.db.insert(board).values([chairman, vice]);
      const html = render(locale, await read());
      const content = getBoardContent(locale);
      const table = section(html, 'board-members');
      for (const entry of content.members) {
        expect(table).toContain(entry.name);
      }
      expect(section(html, 'board-leadership')).toContain(
        chairman[locale === 'ar' ? 'nameAr' : 'nameEn'],
      );
      expect(section(html, 'board-leadership')).not.toContain(content.leadership[0]!.name);
    },
  );

  it('shows both static lists for an empty board', async () => {
    const html = render('en', await read());
    const content = getBoardContent('en');
    expect(section(html, 'board-leadership')).toContain(content.leadership[1]!.name);
    expect(section(html, 'board-members')).toContain(content.members.at(-1)!.name);
  });
});

describe('the loading state', () => {
  it.each([
    ['ar', 'جارٍ تحميل البيانات...'],
    ['en', 'Loading data...'],
  ] as const)('announces the spec message (%s)', (locale, message) => {
    const html = renderToStaticMarkup(<BoardLoading message={boardMessages[locale].loading} />);
    expect(html).toContain('role="status"');
    expect(html).toContain(message);
  });
});

describe('board photos', () => {
  it('come only from our own origin, the rule the CSP img-src enforces', async () => {
    const { safeImageUrl } = await import('./board-view');
    expect(safeImageUrl('/images/board/chair.jpg')).toBe('/images/board/chair.jpg');
    expect(safeImageUrl('  /uploads/a.png ')).toBe('/uploads/a.png');
    for (const rejected of [
      'https://images.example.com/chair.jpg',
      'http://example.com/a.png',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '',
      null,
    ]) {
      expect(safeImageUrl(rejected), String(rejected)).toBeUndefined();
    }
  });
});
