/**
 * The translation state of the news and the events (issue #47, item 3), through the real route
 * handlers on the embedded database: a save that changes one language's words marks the other
 * as behind, a save of the other's clears it, and so does "the translation is up to date"
 * (editors only, audit-logged); the editors' start page counts what waits.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storedRichText, toDocument } from '@/lib/rich-text';
import { laggingLanguage } from '@/lib/translation-state';
import { ownDataDir } from '../../../../test/support/db/own-data-dir';
import { cookieOf, post } from '../../../../test/support/staff/staff-requests';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
ownDataDir('translation-state');
delete process.env.DATABASE_URL;
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';

const { handleAuthRequest } = await import('@/server/staff/handle-auth-request');
const { getDb, closeDatabases } = await import('@/server/db/client');
const { createStaffAccount } = await import('@/server/staff/create-staff-account');
const { workWaiting } = await import('@/server/staff/work-waiting');
const { collegeEvents, newsItems, staffAuditLog } = await import('@/server/db/schema');
const createNewsRoute = await import('./news/route');
const saveNewsRoute = await import('./news/[id]/route');
const newsTranslationRoute = await import('./news/[id]/translation/route');
const createEventRoute = await import('./events/route');
const saveEventRoute = await import('./events/[id]/route');
const eventTranslationRoute = await import('./events/[id]/translation/route');

const accounts = {
  editor: { email: 'editor@alrowad.edu.sd', password: 'a long passphrase of the editor' },
  support: { email: 'support@alrowad.edu.sd', password: 'a long passphrase of support' },
};
const cookies = { editor: '', support: '' };

/** What the handlers answer, as far as these tests read it. */
interface Answer {
  id?: string;
  language?: string;
  error?: { code?: string };
}

type Handler = (
  request: Request,
  context?: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** POSTs `body` to a handler as `who`, with the record's id when the route has one. */
async function call(
  handler: Handler,
  url: string,
  body: unknown,
  who: keyof typeof cookies = 'editor',
  id?: string,
) {
  const response = await handler(
    post(url, body, { cookie: cookies[who] }),
    id ? { params: Promise.resolve({ id }) } : undefined,
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

const newsDraft = {
  slug: 'library-hours',
  date: '2026-12-01',
  titleAr: 'ساعات المكتبة',
  titleEn: 'Library hours',
  excerptAr: 'تفتح المكتبة حتى التاسعة.',
  excerptEn: 'The library opens until nine.',
  bodyAr: 'تفتح المكتبة حتى التاسعة مساءً.',
  bodyEn: 'The library opens until 9 pm.',
  imageId: null,
  imageAltAr: '',
  imageAltEn: '',
};
const eventDraft = {
  slug: 'open-day-2027',
  date: '2027-02-10',
  endDate: '',
  time: '09:00',
  durationMinutes: 180,
  titleAr: 'اليوم المفتوح',
  titleEn: 'Open day',
  locationAr: 'القاعة الكبرى',
  locationEn: 'Great hall',
  descriptionAr: 'تعرّف على الكلية.',
  descriptionEn: 'Meet the college.',
};

/** Both languages of the item as if written a minute ago (saves in a test are a moment apart). */
async function writtenAMinuteAgo(table: typeof newsItems | typeof collegeEvents, id: string) {
  const db = await getDb();
  await db
    .update(table)
    .set({
      arChangedAt: sql`ar_changed_at - interval '1 minute'`,
      enChangedAt: sql`en_changed_at - interval '1 minute'`,
    })
    .where(eq(table.id, id));
}

async function stateOf(table: typeof newsItems | typeof collegeEvents, id: string) {
  const db = await getDb();
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return { lagging: laggingLanguage(row!), version: row!.updatedAt.toISOString() };
}

beforeAll(async () => {
  const db = await getDb();
  await createStaffAccount(db, { ...accounts.editor, name: 'Editor', roles: ['editor'] });
  await createStaffAccount(db, { ...accounts.support, name: 'Support', roles: ['support'] });
  for (const who of ['editor', 'support'] as const) {
    const response = await handleAuthRequest(post('/api/auth/sign-in/email', accounts[who]));
    expect(response.status).toBe(200);
    cookies[who] = cookieOf(response);
  }
});
afterAll(async () => {
  await closeDatabases();
});

describe('the translation state of a news item', () => {
  let id = '';
  const url = () => `/api/staff/news/${id}`;

  it('starts even: a new item needs no translation', async () => {
    const created = await call(createNewsRoute.POST, '/api/staff/news', newsDraft);
    expect(created.status).toBe(201);
    id = created.body.id!;
    expect((await stateOf(newsItems, id)).lagging).toBeNull();
    expect((await workWaiting(await getDb(), ['editor'])).news).toBe(0);
  });

  it('marks the English to update when only the Arabic changes, and counts it', async () => {
    await writtenAMinuteAgo(newsItems, id);
    const { version } = await stateOf(newsItems, id);
    const saved = await call(
      saveNewsRoute.POST,
      url(),
      { ...newsDraft, titleAr: 'ساعات المكتبة في الامتحانات', version },
      'editor',
      id,
    );
    expect(saved.status).toBe(200);
    expect((await stateOf(newsItems, id)).lagging).toBe('en');
    const db = await getDb();
    expect(await workWaiting(db, ['editor'])).toMatchObject({ news: 1, events: 0 });
    // Counted for the editors only: another role's start page has no such count.
    expect((await workWaiting(db, ['support'])).news).toBeUndefined();
  });

  it('is not changed by a save of the words both languages share', async () => {
    const { version } = await stateOf(newsItems, id);
    const saved = await call(
      saveNewsRoute.POST,
      url(),
      { ...newsDraft, titleAr: 'ساعات المكتبة في الامتحانات', date: '2026-12-02', version },
      'editor',
      id,
    );
    expect(saved.status).toBe(200);
    expect((await stateOf(newsItems, id)).lagging).toBe('en');
  });

  it('clears the mark when the English is saved changed, without marking the Arabic', async () => {
    // Long after the Arabic change: the English, now the later, does not make the Arabic behind.
    await writtenAMinuteAgo(newsItems, id);
    const { version } = await stateOf(newsItems, id);
    const saved = await call(
      saveNewsRoute.POST,
      url(),
      {
        ...newsDraft,
        titleAr: 'ساعات المكتبة في الامتحانات',
        titleEn: 'Library hours during the examinations',
        date: '2026-12-02',
        version,
      },
      'editor',
      id,
    );
    expect(saved.status).toBe(200);
    expect((await stateOf(newsItems, id)).lagging).toBeNull();
    expect((await workWaiting(await getDb(), ['editor'])).news).toBe(0);
  });

  it('"up to date" is for editors only (403), and refused when nothing is behind (409)', async () => {
    const { version } = await stateOf(newsItems, id);
    const refused = await call(
      newsTranslationRoute.POST,
      `${url()}/translation`,
      { version },
      'support',
      id,
    );
    expect(refused.status).toBe(403);
    const current = await call(
      newsTranslationRoute.POST,
      `${url()}/translation`,
      { version },
      'editor',
      id,
    );
    expect(current.status).toBe(409);
    expect(current.body.error?.code).toBe('translation_current');
  });

  it('"up to date" clears the mark without changing the words, and is audit-logged', async () => {
    await writtenAMinuteAgo(newsItems, id);
    const { version } = await stateOf(newsItems, id);
    await call(
      saveNewsRoute.POST,
      url(),
      {
        ...newsDraft,
        titleAr: 'ساعات المكتبة في الامتحانات',
        titleEn: 'Library hours during the examinations',
        bodyAr: 'تفتح المكتبة حتى العاشرة مساءً.',
        date: '2026-12-02',
        version,
      },
      'editor',
      id,
    );
    await writtenAMinuteAgo(newsItems, id);
    const marked = await stateOf(newsItems, id);
    expect(marked.lagging).toBe('en');
    // From a copy older than the item: refused, still marked.
    const stale = await call(
      newsTranslationRoute.POST,
      `${url()}/translation`,
      { version },
      'editor',
      id,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe('news_conflict');
    const done = await call(
      newsTranslationRoute.POST,
      `${url()}/translation`,
      { version: marked.version },
      'editor',
      id,
    );
    expect(done).toEqual({ status: 200, body: { language: 'en' } });
    const after = await stateOf(newsItems, id);
    expect(after.lagging).toBeNull();
    expect(after.version).toBe(marked.version);
    const db = await getDb();
    const [item] = await db.select().from(newsItems).where(eq(newsItems.id, id));
    // The words as they were saved: the text sent is kept as the editor's document.
    expect(item!.bodyEn).toBe(storedRichText(toDocument(newsDraft.bodyEn)));
    const audit = await db
      .select({ action: staffAuditLog.action, detail: staffAuditLog.detail })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, id));
    expect(audit).toContainEqual({ action: 'news.translated', detail: { language: 'en' } });
  });
});

describe('the translation state of an event', () => {
  it('marks the Arabic to update when only the English changes; "up to date" clears it', async () => {
    const created = await call(createEventRoute.POST, '/api/staff/events', eventDraft);
    expect(created.status).toBe(201);
    const id = created.body.id!;
    const url = `/api/staff/events/${id}`;
    await writtenAMinuteAgo(collegeEvents, id);
    const { version } = await stateOf(collegeEvents, id);
    const saved = await call(
      saveEventRoute.POST,
      url,
      { ...eventDraft, locationEn: 'The great hall', version },
      'editor',
      id,
    );
    expect(saved.status).toBe(200);
    // Marked a minute after the English change: the English must not then look behind.
    await writtenAMinuteAgo(collegeEvents, id);
    const marked = await stateOf(collegeEvents, id);
    expect(marked.lagging).toBe('ar');
    expect((await workWaiting(await getDb(), ['editor'])).events).toBe(1);
    expect(
      (
        await call(
          eventTranslationRoute.POST,
          `${url}/translation`,
          { version: marked.version },
          'support',
          id,
        )
      ).status,
    ).toBe(403);
    const done = await call(
      eventTranslationRoute.POST,
      `${url}/translation`,
      { version: marked.version },
      'editor',
      id,
    );
    expect(done).toEqual({ status: 200, body: { language: 'ar' } });
    expect((await stateOf(collegeEvents, id)).lagging).toBeNull();
    expect((await workWaiting(await getDb(), ['editor'])).events).toBe(0);
  });
});
