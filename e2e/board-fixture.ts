/**
 * The board the browser tests run on: their own rows, written into a fresh database before the
 * test server starts (scripts/e2e-database.mjs), so the tests know what the page must show
 * without asking the API under test. Different from the site's seed on purpose: a page that
 * showed the seed or the static fallback instead of the database would fail.
 * Relative imports only: Node loads this file directly.
 */
export interface BoardFixtureRow {
  role: 'chairman' | 'vice_chairman' | 'member';
  name: { ar: string; en: string };
  position: { ar: string; en: string };
  bio: { ar: string | null; en: string | null };
}

export const boardFixture: BoardFixtureRow[] = [
  {
    role: 'member',
    name: { ar: 'د. هالة الطيب عوض', en: 'Dr Hala Eltayeb Awad' },
    position: { ar: 'عضو مجلس الأمناء', en: 'Member of the Board of Trustees' },
    bio: { ar: null, en: null },
  },
  {
    role: 'chairman',
    name: { ar: 'أ.د. نفيسة عمر الفكي', en: 'Prof. Nafisa Omer Elfaki' },
    position: { ar: 'رئيس مجلس الأمناء', en: 'Chairman of the Board of Trustees' },
    bio: {
      ar: 'أستاذة الصحة العامة، وعميدة سابقة لكلية الطب.',
      en: 'Professor of public health and a former dean of medicine.',
    },
  },
  {
    role: 'member',
    name: { ar: 'م. عثمان بشير النور', en: 'Eng. Osman Bashir Elnour' },
    position: { ar: 'عضو مجلس الأمناء', en: 'Member of the Board of Trustees' },
    bio: { ar: null, en: null },
  },
  {
    role: 'vice_chairman',
    name: { ar: 'د. ياسر محجوب الأمين', en: 'Dr Yasir Mahjoub Elamin' },
    position: { ar: 'نائب رئيس مجلس الأمناء', en: 'Vice-Chairman of the Board of Trustees' },
    bio: { ar: null, en: null },
  },
  {
    role: 'member',
    name: { ar: 'أ. سلمى حسن إدريس', en: 'Ms Salma Hassan Idris' },
    position: { ar: 'عضو مجلس الأمناء', en: 'Member of the Board of Trustees' },
    bio: { ar: null, en: null },
  },
];
