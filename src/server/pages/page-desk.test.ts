import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changedFields, emptyLike, shapeMismatch, type Json } from '@/lib/page-pair';
import { pageRevisions, sitePages, type PagePair } from '../db/schema';
import type { SignedInStaff } from '../staff/staff-session';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { auditedActions, editor, refusal } from '../../../test/support/publishing/desk-tests';
import {
  checkPagePair,
  discardPageDraft,
  editablePageKeys,
  getPageForEditing,
  listPageRevisions,
  markPageTranslated,
  publishDuePages,
  publishPage,
  repositoryPage,
  restorePageRevision,
  savePageDraft,
} from './page-desk';
import { pageStateOf } from './page-state';
import { laggingLanguage, type LanguageTimes } from '@/lib/translation-state';
import { workWaiting } from '../staff/work-waiting';
import { buildSearchIndex } from '../search/build-search-index';
import { collectDocuments } from '../search/collect-documents';
import { syncNewsDocuments } from '../search/news-documents';
import { searchSite } from '../search/search-site';

const staff = { ...editor, name: 'Amna Editor', roles: ['editor'] } as unknown as SignedInStaff;
const KEY = 'about/history';

/** The repository's page with `change` made to a copy of it. */
function edited(change: (page: PagePair) => void): PagePair {
  const page = structuredClone(repositoryPage(KEY));
  change(page);
  return page;
}

describe('the two languages of a page', () => {
  it('must keep one structure; the texts may differ', () => {
    const ar: Json = { sections: [{ type: 'list', items: ['أ', 'ب'] }] };
    expect(shapeMismatch(ar, { sections: [{ type: 'list', items: ['a', 'b'] }] })).toBeNull();
    expect(shapeMismatch(ar, { sections: [{ type: 'list', items: ['a'] }] })).toEqual([
      'sections',
      0,
      'items',
    ]);
    expect(shapeMismatch(ar, { sections: [{ type: 'text', items: ['a', 'b'] }] })).toEqual([
      'sections',
      0,
      'type',
    ]);
    // A table's column headings are words, not structure.
    expect(shapeMismatch({ columns: ['أ', 'ب'] }, { columns: ['a', 'b'] })).toBeNull();
  });

  it('says what changed, field by field, and makes an empty entry like the others', () => {
    expect(
      changedFields({ title: 'Old', items: ['a', 'b'] }, { title: 'New', items: ['a'] }),
    ).toEqual([
      { path: 'title', before: 'Old', after: 'New' },
      { path: 'items.1', before: 'b', after: null },
    ]);
    expect(emptyLike({ title: 'x', facts: [{ label: 'l', value: 'v' }], type: 'cards' })).toEqual({
      title: '',
      facts: [{ label: '', value: '' }],
      type: 'cards',
    });
  });

  it('is checked by the page schema, names refused fields by language and path', async () => {
    const blank = edited((page) => {
      page.en.sections[0]!.heading = ' ';
    });
    expect(checkPagePair(blank, false).en.sections[0]!.heading).toBe('');
    const incomplete = await refusal(Promise.resolve().then(() => checkPagePair(blank, true)));
    expect(incomplete.code).toBe('page_incomplete');
    expect(Object.keys(incomplete.fields!)).toEqual(['en.sections.0.heading']);

    const script = edited((page) => {
      const section = page.ar.sections.find((one) => one.type === 'callout');
      if (section?.type === 'callout') section.actions[0]!.href = 'javascript:alert(1)';
      else (page.ar as { description: string }).description = 'x'.repeat(161);
    });
    const refused = await refusal(Promise.resolve().then(() => checkPagePair(script, false)));
    expect(refused.code).toBe('invalid_page');
    expect(Object.values(refused.fields!)[0]!.en).toMatch(/link|description/i);

    const extra = edited((page) => {
      (page.ar.sections[0] as Record<string, unknown>).onclick = 'x';
      (page.en.sections[0] as Record<string, unknown>).onclick = 'y';
    });
    expect(checkPagePair(extra, true).ar.sections[0]).not.toHaveProperty('onclick');

    const parted = edited((page) => {
      const section = page.ar.sections.find((one) => one.type === 'text');
      if (section?.type === 'text') section.paragraphs.push('فقرة زائدة');
    });
    expect((await refusal(Promise.resolve().then(() => checkPagePair(parted, false)))).code).toBe(
      'invalid_page',
    );

    // Lists nested 100,000 deep: refused as a page, not a crash of the server.
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(
      (await refusal(Promise.resolve().then(() => checkPagePair({ ar: deep, en: deep }, false))))
        .code,
    ).toBe('invalid_page');
  });

  it('offers the home page and every page whose body is sections', () => {
    expect(editablePageKeys()).toEqual(
      expect.arrayContaining(['home', KEY, 'admission/fees', 'careers']),
    );
    expect(editablePageKeys()).not.toContain('news');
    // Each one's repository words pass as a page to publish, as they are.
    for (const key of editablePageKeys()) {
      const page = repositoryPage(key);
      expect(checkPagePair(page, true, key), key).toEqual(page);
    }
  });

  it("checks the home page's own parts: their number of quick links, and links to pages that exist", async () => {
    const home = repositoryPage('home');
    expect(home.en.home?.hero.title).toBeTruthy();
    const refusedFields = async (change: (words: NonNullable<typeof home.en.home>) => void) => {
      const changed = structuredClone(home);
      for (const language of ['ar', 'en'] as const) change(changed[language].home!);
      const refused = await refusal(
        Promise.resolve().then(() => checkPagePair(changed, false, 'home')),
      );
      expect(refused.code).toBe('invalid_page');
      return Object.keys(refused.fields ?? {}).sort();
    };
    expect(await refusedFields((words) => words.statistics.items.pop())).toEqual([
      'ar.home.statistics.items',
      'en.home.statistics.items',
    ]);
    expect(
      await refusedFields((words) => (words.quickLinks.items[0]!.href = 'no/such-page')),
    ).toEqual(['ar.home.quickLinks.items.0.href', 'en.home.quickLinks.items.0.href']);
    // Another page may not carry the home's parts.
    const other = repositoryPage(KEY);
    const extra = {
      ar: { ...other.ar, home: home.ar.home },
      en: { ...other.en, home: home.en.home },
    };
    expect(checkPagePair(extra, true, KEY).ar).not.toHaveProperty('home');
  });
});

describeOnDatabases('the page desk', (database) => {
  it('drafts, publishes, refuses a stale copy, restores, with a revision and an audit row each', async () => {
    const { db } = database;
    const fresh = await getPageForEditing(db, KEY);
    expect(fresh.version).toBe(0);
    expect(pageStateOf(fresh)).toBe('repository');
    expect(fresh.published).toEqual(repositoryPage(KEY));

    // A draft may hold a blank field; visitors still see the repository's words.
    const draft = edited((page) => {
      page.ar.title = 'تاريخ الكلية المعدّل';
      page.en.sections[0]!.heading = '';
    });
    const saved = await savePageDraft(db, staff, KEY, { content: draft, version: 0 });
    expect(saved).toEqual({ key: KEY, version: 1, published: false });
    let page = await getPageForEditing(db, KEY);
    expect(pageStateOf(page)).toBe('draft');
    expect(page.published).toEqual(repositoryPage(KEY));
    expect(page.draft?.ar.title).toBe('تاريخ الكلية المعدّل');

    // Published only complete; refused, nothing is written.
    expect((await refusal(publishPage(db, staff, KEY, { content: draft, version: 1 }))).code).toBe(
      'page_incomplete',
    );
    const complete = edited((page) => {
      page.ar.title = 'تاريخ الكلية المعدّل';
    });
    // A copy opened before the draft was saved is refused.
    expect(
      (await refusal(publishPage(db, staff, KEY, { content: complete, version: 0 }))).code,
    ).toBe('page_conflict');
    expect(await listPageRevisions(db, KEY)).toHaveLength(2);

    const done = await publishPage(db, staff, KEY, { content: complete, version: 1 });
    expect(done).toEqual({ key: KEY, version: 2, published: true });
    page = await getPageForEditing(db, KEY);
    expect(page.published.ar.title).toBe('تاريخ الكلية المعدّل');
    expect(page.draft).toBeNull();
    // Only the Arabic changed: the English is now behind it.
    expect(page.arChangedAt!.getTime()).toBeGreaterThan(page.enChangedAt!.getTime());

    const revisions = await listPageRevisions(db, KEY);
    expect(revisions.map((revision) => revision.reason)).toEqual([
      'published',
      'draft',
      'imported',
    ]);
    const imported = revisions.at(-1)!;
    const restored = await restorePageRevision(db, staff, KEY, {
      revisionId: imported.id,
      version: 2,
    });
    expect(restored.published).toBe(true);
    page = await getPageForEditing(db, KEY);
    expect(page.published).toEqual(checkPagePair(repositoryPage(KEY), true));
    // A draft's revision with a blank cannot be published again.
    const blankDraft = revisions.find((revision) => revision.reason === 'draft')!;
    expect(
      (
        await refusal(
          restorePageRevision(db, staff, KEY, { revisionId: blankDraft.id, version: 3 }),
        )
      ).code,
    ).toBe('page_incomplete');
    expect(await auditedActions(db, KEY)).toEqual(
      expect.arrayContaining(['page.publish', 'page.restore', 'page.save']),
    );
  });

  it('publishes a scheduled page when its time comes, and drops a draft on request', async () => {
    const { db } = database;
    const key = 'admission/fees';
    const content = structuredClone(repositoryPage(key));
    content.en.title = 'Fees for 2027';
    const at = new Date('2027-01-10T08:00:00Z');
    await publishPage(
      db,
      staff,
      key,
      { content, version: 0, at },
      new Date('2027-01-01T00:00:00Z'),
    );
    let page = await getPageForEditing(db, key);
    expect(pageStateOf(page)).toBe('scheduled');
    expect(page.published.en.title).not.toBe('Fees for 2027');
    expect(await publishDuePages(db, new Date('2027-01-09T00:00:00Z'))).toEqual([]);
    expect(await publishDuePages(db, new Date('2027-01-10T08:00:01Z'))).toEqual([key]);
    page = await getPageForEditing(db, key);
    expect(page.published.en.title).toBe('Fees for 2027');
    expect(pageStateOf(page)).toBe('published');
    // Twice: nothing more to publish.
    expect(await publishDuePages(db, new Date('2027-01-10T08:00:02Z'))).toEqual([]);

    await savePageDraft(db, staff, key, { content, version: page.version });
    page = await getPageForEditing(db, key);
    await discardPageDraft(db, staff, key, { version: page.version });
    page = await getPageForEditing(db, key);
    expect(page.draft).toBeNull();
    expect(page.published.en.title).toBe('Fees for 2027');
    const [row] = await db.select().from(sitePages).where(eq(sitePages.routeKey, key));
    expect(row?.version).toBe(page.version);
    const kept = await db.select().from(pageRevisions).where(eq(pageRevisions.routeKey, key));
    expect(kept.map((revision) => revision.reason).sort()).toEqual([
      'draft',
      'imported',
      'published',
      'scheduled',
    ]);
  });

  it('puts a published page in the site search, in place of its built words', async () => {
    const { db } = database;
    const index = buildSearchIndex('en', collectDocuments('en'));
    const built = index.documents.length;
    const find = (words: string) =>
      searchSite(index, words)
        .results.filter((result) => result.kind === 'page')
        .map((result) => result.href);
    await syncNewsDocuments('en', index, { db });
    expect(find('Zanzibarian observatory')).not.toContain('/en/about/history');
    const content = structuredClone(repositoryPage(KEY));
    content.en.intro = ['The Zanzibarian observatory opened in 2026.'];
    await publishPage(db, staff, KEY, { content, version: 0 });
    await syncNewsDocuments('en', index, { db });
    expect(find('Zanzibarian observatory')[0]).toBe('/en/about/history');
    // Put back: found no more; the index keeps one document per page.
    const first = (await listPageRevisions(db, KEY)).at(-1)!;
    await restorePageRevision(db, staff, KEY, { revisionId: first.id, version: 1 });
    await syncNewsDocuments('en', index, { db });
    expect(find('Zanzibarian observatory')).not.toContain('/en/about/history');
    expect(find('history')).toContain('/en/about/history');
    expect(index.documents.length).toBeGreaterThanOrEqual(built);
    expect(index.documents.filter((document) => document.key === KEY)).toHaveLength(1);
  });

  it('marks the language left behind until it is published or marked up to date', async () => {
    const { db } = database;
    const key = 'study/scholarships';
    const arabicOnly = structuredClone(repositoryPage(key));
    arabicOnly.ar.title = 'المنح الدراسية والإعفاءات';
    await publishPage(db, staff, key, { content: arabicOnly, version: 0 });
    let page = await getPageForEditing(db, key);
    expect(laggingLanguage(page as LanguageTimes)).toBe('en');
    expect((await workWaiting(db, ['editor'])).pages).toBe(1);
    expect((await workWaiting(db, ['support'])).pages).toBeUndefined();

    // The English published with its change: in step again.
    const both = structuredClone(arabicOnly);
    both.en.title = 'Scholarships and fee waivers';
    await publishPage(db, staff, key, { content: both, version: page.version });
    page = await getPageForEditing(db, key);
    expect(laggingLanguage(page as LanguageTimes)).toBeNull();
    // A second's slack: a later change of one language alone must come after it.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const englishOnly = structuredClone(both);
    englishOnly.en.intro[0] = 'A corrected figure: 25 scholarships a year.';
    await publishPage(db, staff, key, { content: englishOnly, version: page.version });
    page = await getPageForEditing(db, key);
    expect(laggingLanguage(page as LanguageTimes)).toBe('ar');
    await markPageTranslated(db, staff, key, { version: page.version });
    page = await getPageForEditing(db, key);
    expect(laggingLanguage(page as LanguageTimes)).toBeNull();
    expect(page.published.en.intro[0]).toBe('A corrected figure: 25 scholarships a year.');
    // Nothing behind: a second mark is refused.
    expect(
      (await refusal(markPageTranslated(db, staff, key, { version: page.version }))).code,
    ).toBe('page_conflict');
    expect((await workWaiting(db, ['editor'])).pages).toBe(0);
  });
});

describe('the careers page', () => {
  it('holds its vacancies: a reference once for both languages, well formed and never twice', async () => {
    const careers = repositoryPage('careers');
    expect(careers.en.careers?.positions.length).toBeGreaterThan(0);
    const fieldsRefused = async (change: (pair: typeof careers) => void) => {
      const changed = structuredClone(careers);
      change(changed);
      const refused = await refusal(
        Promise.resolve().then(() => checkPagePair(changed, false, 'careers')),
      );
      return [refused.code, Object.keys(refused.fields ?? {}).sort()];
    };
    // Not the same in both languages: one structure, refused as such.
    expect(
      await fieldsRefused((pair) => (pair.en.careers!.positions[0]!.closingDate = '2030-01-01')),
    ).toEqual(['invalid_page', ['en.careers.positions.0.closingDate']]);
    expect(
      await fieldsRefused((pair) => {
        for (const language of ['ar', 'en'] as const) {
          pair[language].careers!.positions[0]!.ref = 'med 7';
          pair[language].careers!.positions[2]!.ref = pair[language].careers!.positions[1]!.ref;
        }
      }),
    ).toEqual([
      'invalid_page',
      [
        'ar.careers.positions',
        'ar.careers.positions.0.ref',
        'en.careers.positions',
        'en.careers.positions.0.ref',
      ],
    ]);
  });
});
