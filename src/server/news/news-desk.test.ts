import Parser from 'rss-parser';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsDraftSchema, type NewsDraft } from '@/lib/news';
import { toDocument } from '@/lib/rich-text';
import { siteConfig } from '@/config/site';
import { AppError } from '../errors';
import { newsItems, newsRevisions } from '../db/schema';
import { convertNewsBodies } from '../db/convert-news-bodies';
import { seedNews } from '../db/seed-news';
import { newsSeed } from '../db/seeds/news-seed';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import {
  auditedActions,
  editor,
  refusalCode,
  refusedFields,
} from '../../../test/support/publishing/desk-tests';
import { buildSearchIndex } from '../search/build-search-index';
import { collectDocuments } from '../search/collect-documents';
import { syncNewsDocuments } from '../search/news-documents';
import { getBoardContent } from '@content/board';
import { searchSite } from '../search/search-site';
import {
  changeNewsStatus,
  createNews,
  getNewsForStaff,
  restoreNewsRevision,
  saveNews,
} from './news-desk';
import { newsFeed, xmlText } from './news-feed';
import { getPublishedNews, listPublishedNews } from './published-news';

const draft = (change: Partial<NewsDraft> = {}): NewsDraft =>
  newsDraftSchema.parse({
    slug: 'graduation-2026',
    date: '2026-12-01',
    titleAr: 'حفل التخرج',
    titleEn: 'Graduation ceremony',
    excerptAr: 'تخرّج 420 طالباً.',
    excerptEn: '420 students graduated.',
    bodyAr: 'فقرة أولى.\n\n## تفاصيل\n- بند',
    bodyEn: 'First paragraph.\n\n## Details\n- an item',
    imageId: null,
    imageAltAr: '',
    imageAltEn: '',
    ...change,
  });

describe('the draft schema', () => {
  it('accepts a draft in one language only, and refuses unsafe links and bad addresses', () => {
    expect(draft({ titleEn: '', excerptEn: '', bodyEn: '' }).titleEn).toBe('');
    const bad = newsDraftSchema.safeParse({
      ...draft(),
      slug: 'Not A Slug!',
      bodyEn: '[x](javascript:void0)',
    });
    expect(bad.success).toBe(false);
    expect(refusedFields(bad)).toEqual([
      ['bodyEn', 'bodyBadLink'],
      ['slug', 'slugInvalid'],
    ]);
    expect(newsDraftSchema.safeParse({ ...draft(), extra: 1 }).success).toBe(false);
    // A day that does not exist (Date would roll it over to March) is refused, not a 500.
    expect(newsDraftSchema.safeParse({ ...draft(), date: '2026-02-31' }).success).toBe(false);
    expect(newsDraftSchema.safeParse({ ...draft(), date: '2028-02-29' }).success).toBe(true);
  });
});

describe('the feed', () => {
  it('escapes every text and parses back as RSS 2.0 with each item', async () => {
    expect(xmlText(`a<b>&"c'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    const xml = newsFeed(
      'ar',
      [
        {
          id: '1',
          slug: 'one',
          date: '2026-11-01',
          title: 'خبر <مهم> & عاجل',
          excerpt: 'ملخص <b>عريض</b>',
          body: 'نص [رابط](/admission).\n\n<img src=x onerror=alert(1)> <script>alert(2)</script>',
          image: null,
          imageAlt: '',
          illustration: null,
          publishAt: new Date('2026-11-01T06:00:00Z'),
          updatedAt: new Date('2026-11-01T06:00:00Z'),
        },
      ],
      { title: 'أخبار', description: 'وصف' },
    );
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toBe('أخبار');
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]!.title).toBe('خبر <مهم> & عاجل');
    expect(feed.items[0]!.link).toMatch(/\/news\/one$/);
    // Feed readers read both as HTML: an editor's words are never markup there either.
    expect(feed.items[0]!.content).toBe('ملخص &lt;b&gt;عريض&lt;/b&gt;');
    expect(feed.items[0]!['content:encoded']).toBe(
      `<p>نص <a href="${siteConfig.siteUrl}/admission">رابط</a>.</p>\n` +
        '<p>&lt;img src=x onerror=alert(1)&gt; &lt;script&gt;alert(2)&lt;/script&gt;</p>',
    );
    expect(new Date(feed.items[0]!.pubDate!).toISOString()).toBe('2026-11-01T06:00:00.000Z');
  });

  it('parses back as RSS 2.0 in English too, each item linked to its English page', async () => {
    const item = {
      id: '2',
      slug: 'open-day',
      date: '2026-11-02',
      title: 'Open day',
      excerpt: 'Visit the campus.',
      body: '## Programme\n- Tours',
      image: null,
      imageAlt: '',
      illustration: null,
      publishAt: new Date('2026-11-02T06:00:00Z'),
      updatedAt: new Date('2026-11-02T06:00:00Z'),
    };
    const xml = newsFeed('en', [item], { title: 'News', description: 'The college news' });
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toBe('News');
    expect(feed.language).toBe('en');
    expect(feed.items.map((entry) => [entry.title, new URL(entry.link!).pathname])).toEqual([
      ['Open day', '/en/news/open-day'],
    ]);
  });
});

describeOnDatabases('the news desk', (database) => {
  it('seeds the news once, published with a first revision, and never again', async () => {
    expect(await seedNews(database.db)).toBe(newsSeed.length);
    expect(await seedNews(database.db)).toBe(0);
    const ar = await listPublishedNews(database.db, 'ar');
    expect(ar.map((item) => item.slug)).toEqual(
      newsSeed.toSorted((a, b) => b.date.localeCompare(a.date)).map((item) => item.slug),
    );
    expect(ar[0]!.illustration).toBe(ar[0]!.slug);
    const en = await getPublishedNews(database.db, 'en', 'harvard-cooperation');
    expect(en?.title).toMatch(/Harvard/);
    expect(await database.db.select().from(newsRevisions)).toHaveLength(newsSeed.length);
    // An editor's removal is never put back.
    await database.db.delete(newsItems);
    expect(await seedNews(database.db)).toBe(0);
    expect(await listPublishedNews(database.db, 'ar')).toEqual([]);
  });

  it('creates a draft that visitors do not see, and publishes it only when complete', async () => {
    const { id } = await createNews(database.db, editor, draft({ bodyEn: '' }));
    expect(await getPublishedNews(database.db, 'ar', 'graduation-2026')).toBeNull();
    const refused = await changeNewsStatus(database.db, editor, id, { action: 'publish' }).catch(
      (error: AppError) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('news_incomplete');
    expect(Object.keys((refused as AppError).fields!)).toEqual(['bodyEn']);
    expect((refused as AppError).fields!.bodyEn!.ar).toBeTruthy();

    await saveNews(database.db, editor, id, draft());
    const now = new Date();
    expect(await changeNewsStatus(database.db, editor, id, { action: 'publish' }, now)).toEqual({
      visibility: 'published',
      publishAt: now.toISOString(),
    });
    const item = await getPublishedNews(database.db, 'en', 'graduation-2026');
    expect(item?.title).toBe('Graduation ceremony');
    expect(
      await refusalCode(changeNewsStatus(database.db, editor, id, { action: 'publish' })),
    ).toBe('news_status_unchanged');
    // A published item cannot lose a language.
    expect(await refusalCode(saveNews(database.db, editor, id, draft({ titleAr: '' })))).toBe(
      'news_incomplete',
    );
    expect(await auditedActions(database.db, id)).toEqual([
      'news.create',
      'news.publish',
      'news.save',
    ]);
  });

  it('shows a scheduled item from its time on, in the list, the page and the search', async () => {
    const { id } = await createNews(database.db, editor, draft());
    const now = new Date('2026-11-24T10:00:00Z');
    const at = new Date('2026-11-24T12:00:00Z');
    expect(
      await refusalCode(
        changeNewsStatus(database.db, editor, id, { action: 'schedule', at: now }, now),
      ),
    ).toBe('schedule_in_past');
    expect(
      await changeNewsStatus(database.db, editor, id, { action: 'schedule', at }, now),
    ).toEqual({ visibility: 'scheduled', publishAt: at.toISOString() });
    expect(await listPublishedNews(database.db, 'ar', { now })).toEqual([]);
    expect(
      (await listPublishedNews(database.db, 'ar', { now: new Date(at.getTime() + 1) })).map(
        (item) => item.slug,
      ),
    ).toEqual(['graduation-2026']);

    const index = buildSearchIndex('en', collectDocuments('en'));
    const search = () =>
      searchSite(index, 'graduation ceremony').results.filter((result) => result.kind === 'news');
    await syncNewsDocuments('en', index, { db: database.db, now });
    expect(search()).toEqual([]);
    await syncNewsDocuments('en', index, { db: database.db, now: new Date(at.getTime() + 1) });
    expect(search().map((result) => result.href)).toEqual(['/en/news/graduation-2026']);

    // Taken off the site: out of the list and out of the search.
    await changeNewsStatus(database.db, editor, id, { action: 'unpublish' }, at);
    expect(await listPublishedNews(database.db, 'ar')).toEqual([]);
    await syncNewsDocuments('en', index, { db: database.db });
    expect(search()).toEqual([]);
  });

  it('keeps every saved version and puts an earlier one back as a new version', async () => {
    const { id } = await createNews(database.db, editor, draft());
    await saveNews(database.db, editor, id, draft({ titleEn: 'Graduation: the day' }));
    const before = await getNewsForStaff(database.db, id);
    expect(before!.revisions.map((revision) => revision.reason)).toEqual(['saved', 'created']);
    const first = before!.revisions[1]!;
    await restoreNewsRevision(database.db, editor, id, first.id);
    const after = await getNewsForStaff(database.db, id);
    expect(after!.item.titleEn).toBe('Graduation ceremony');
    expect(after!.revisions.map((revision) => revision.reason)).toEqual([
      'restored',
      'saved',
      'created',
    ]);
    // A revision of another item, or none, is refused.
    const other = await createNews(database.db, editor, draft({ slug: 'other-item' }));
    expect(await refusalCode(restoreNewsRevision(database.db, editor, other.id, first.id))).toBe(
      'unknown_revision',
    );
    expect(await refusalCode(saveNews(database.db, editor, 'not-a-uuid', draft()))).toBe(
      'unknown_news',
    );
  });

  it('refuses a save or a publication made from a copy older than the item', async () => {
    const { id } = await createNews(database.db, editor, draft());
    const opened = (await getNewsForStaff(database.db, id))!.item.updatedAt.toISOString();
    const first = await saveNews(database.db, editor, id, draft({ titleEn: 'First editor' }), {
      version: opened,
    });
    // The second editor still has the copy read before the first one saved.
    expect(
      await refusalCode(
        saveNews(database.db, editor, id, draft({ titleEn: 'Second editor' }), {
          version: opened,
        }),
      ),
    ).toBe('news_conflict');
    expect(
      await refusalCode(
        changeNewsStatus(database.db, editor, id, { action: 'publish', version: opened }),
      ),
    ).toBe('news_conflict');
    expect((await getNewsForStaff(database.db, id))!.item.titleEn).toBe('First editor');
    await changeNewsStatus(database.db, editor, id, {
      action: 'publish',
      version: first.version,
    });
    expect((await getPublishedNews(database.db, 'en', 'graduation-2026'))?.title).toBe(
      'First editor',
    );
  });

  it('says what is wrong with a revision that today’s rules refuse, instead of failing', async () => {
    const { id } = await createNews(database.db, editor, draft());
    const [old] = await database.db
      .insert(newsRevisions)
      .values({
        newsId: id,
        snapshot: { ...draft(), bodyEn: '[x](ftp://files.example)' },
        reason: 'saved',
        savedBy: editor.email,
      })
      .returning({ id: newsRevisions.id });
    const refused = await restoreNewsRevision(database.db, editor, id, old!.id).catch(
      (error: AppError) => error,
    );
    expect((refused as AppError).code).toBe('invalid_news');
    expect(Object.keys((refused as AppError).fields!)).toEqual(['bodyEn']);
  });

  it("stores a body as the editor's document, and converts bodies written in marks at start", async () => {
    const { id } = await createNews(database.db, editor, draft());
    const [saved] = await database.db.select().from(newsItems).where(eq(newsItems.id, id));
    // The marks a script sent are kept as the document the toolbar editor writes.
    expect(JSON.parse(saved!.bodyEn)).toEqual(
      toDocument('First paragraph.\n\n## Details\n- an item'),
    );
    expect(JSON.parse(saved!.bodyEn).content[1]).toEqual({
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'Details' }],
    });

    // A body stored in marks by an earlier version of the site, as the seed's were.
    await database.db
      .update(newsItems)
      .set({ bodyAr: '## عنوان\n- بند [رابط](/admission)', bodyEn: '' })
      .where(eq(newsItems.id, id));
    const before = await getNewsForStaff(database.db, id);
    expect(await convertNewsBodies(database.db)).toBe(1);
    // Once converted, never again: a document is not touched.
    expect(await convertNewsBodies(database.db)).toBe(0);
    const [converted] = await database.db.select().from(newsItems).where(eq(newsItems.id, id));
    expect(converted!.bodyEn).toBe('');
    expect(toDocument(converted!.bodyAr).content).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'عنوان' }] },
      {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'بند ' },
                  {
                    type: 'text',
                    text: 'رابط',
                    marks: [{ type: 'link', attrs: { href: '/admission' } }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
    // The item's version and its languages' times stay: an open editor can still save.
    const after = await getNewsForStaff(database.db, id);
    expect(after?.item.updatedAt).toEqual(before?.item.updatedAt);
    expect(after?.item.arChangedAt).toEqual(before?.item.arChangedAt);
  });

  it('refuses a hand-made document with what the editor cannot make, naming the field', () => {
    const picture = JSON.stringify({
      type: 'doc',
      content: [{ type: 'image', attrs: { src: 'https://evil.example/x.png' } }],
    });
    const refused = newsDraftSchema.safeParse({ ...draft(), bodyAr: picture });
    expect(refusedFields(refused)).toEqual([['bodyAr', 'bodyInvalid']]);
    const long = JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x'.repeat(20_001) }] }],
    });
    expect(refusedFields(newsDraftSchema.safeParse({ ...draft(), bodyEn: long }))).toEqual([
      ['bodyEn', 'bodyTooLong'],
    ]);
  });

  it('keeps the search index the same size however often the news changes', async () => {
    const { id } = await createNews(database.db, editor, draft());
    await changeNewsStatus(database.db, editor, id, { action: 'publish' });
    const index = buildSearchIndex('en', collectDocuments('en'));
    const built = index.documents.length;
    for (let i = 0; i < 5; i++) {
      await saveNews(database.db, editor, id, draft({ titleEn: `Graduation ${i}` }));
      await syncNewsDocuments('en', index, { db: database.db });
    }
    // The item, and the board's static people (its table is empty here).
    const board = getBoardContent('en');
    expect(index.documents.length).toBe(built + 1 + board.leadership.length + board.members.length);
    expect(searchSite(index, 'Graduation 4').results[0]?.href).toBe('/en/news/graduation-2026');
  });

  it('refuses a second item at the same address, leaving nothing half-written', async () => {
    await createNews(database.db, editor, draft());
    expect(await refusalCode(createNews(database.db, editor, draft()))).toBe('news_slug_taken');
    expect(await database.db.select().from(newsItems)).toHaveLength(1);
    expect(await database.db.select().from(newsRevisions)).toHaveLength(1);
    expect(
      await refusalCode(
        createNews(
          database.db,
          editor,
          draft({ slug: 'with-picture', imageId: '8d3f6a52-4c1e-4b7a-9f0d-2e5c7b9a1d44' }),
        ),
      ),
    ).toBe('invalid_news');
  });
});
