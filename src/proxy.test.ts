import { unstable_doesMiddlewareMatch as matches } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import proxy, { config } from './proxy';
import { provideDatabaseProbe } from './server/db/database-check';
import { provideSessionRoles } from './server/staff/session-roles-check';

function request(path: string, cookie?: string) {
  return new NextRequest(`http://localhost:3000${path}`, {
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en-US,en;q=0.9' },
  });
}

describe('the language and not-found proxy', () => {
  it('serves Arabic at unprefixed paths, whatever the browser language', async () => {
    const response = await proxy(request('/about/history'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/ar\/about\/history$/);
  });

  it('sends a visitor who chose English from an unprefixed link to the English page', async () => {
    const response = await proxy(request('/study/medicine?x=1', 'lang=en'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/study/medicine?x=1');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves English paths alone for that visitor', async () => {
    const response = await proxy(request('/en/study/medicine', 'lang=en'));
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
  });

  it('answers unknown paths 404 with the not-found page of their language, and logs them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const arabic = await proxy(request('/no/such/page'));
    expect(arabic.status).toBe(404);
    expect(arabic.headers.get('x-middleware-rewrite')).toMatch(/\/ar\/page-not-found$/);
    const english = await proxy(request('/en/no-such-page'));
    expect(english.status).toBe(404);
    expect(english.headers.get('x-middleware-rewrite')).toMatch(/\/en\/page-not-found$/);
    expect(warn).toHaveBeenCalledWith('404 not found: /no/such/page');
    // A public 404 may be kept by the front's cache; nothing under /staff is.
    expect(arabic.headers.get('cache-control')).toBeNull();
    for (const path of ['/staff/mail/x', '/en/staff/board/0', '/staff/nothing/here']) {
      const staff = await proxy(request(path));
      expect(staff.status, path).toBe(404);
      expect(staff.headers.get('cache-control'), path).toBe('private, no-store');
      expect(staff.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
    warn.mockRestore();
  });

  it('passes a news item’s address to its page (the database decides), and refuses a malformed one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const item = await proxy(request('/en/news/open-day-2026'));
    expect(item.status).toBe(200);
    expect(item.headers.get('x-middleware-rewrite')).toBeNull();
    expect((await proxy(request('/news/Open_Day'))).status).toBe(404);
    expect((await proxy(request('/news/a/b'))).status).toBe(404);
    warn.mockRestore();
  });
});

describe('the share images', () => {
  // They are drawn at build time, and Next answers any method with the stored image: a POST got
  // 200 (issue #42, item 8).
  const image = '/api/og/ar/about/history';

  it('answer only GET and HEAD, and 405 with Allow to anything else', async () => {
    expect(matches({ config, url: image })).toBe(true);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await proxy(new NextRequest(`http://localhost:3000${image}`, { method }));
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('GET, HEAD');
    }
    for (const method of ['GET', 'HEAD']) {
      const response = await proxy(new NextRequest(`http://localhost:3000${image}`, { method }));
      expect(response.status, method).toBe(200);
      expect(response.headers.get('x-middleware-next'), method).toBe('1');
    }
  });

  it('leave the rest of the API to its own handlers', async () => {
    expect(matches({ config, url: '/api/applications' })).toBe(false);
    expect(matches({ config, url: '/api/auth/get-session' })).toBe(false);
  });
});

describe('the staff workspace while the database is down', () => {
  // Every workspace page reads the session from the database: with the database stopped they
  // answered 500 (issue #42, item 6).
  const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
  const up = () => Promise.resolve();

  it('answers a translated "temporarily unavailable" page, 503 with Retry-After, in each language', async () => {
    provideDatabaseProbe(down);
    try {
      const pages = [
        ['/staff/news', 'ar', 'rtl', 'مساحة العمل غير متاحة الآن', 'إعادة المحاولة', 'href="/"'],
        [
          '/en/staff/sign-in',
          'en',
          'ltr',
          'The workspace is unavailable just now',
          'Try again',
          'href="/en"',
        ],
      ] as const;
      for (const [path, lang, dir, title, retry, home] of pages) {
        const response = await proxy(request(path));
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after'), path).toBe('30');
        expect(response.headers.get('cache-control'), path).toBe('private, no-store');
        expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
        expect(html).toContain(`<h1>${title}</h1>`);
        // The way back: the same page again, and the home page of its language.
        expect(html).toContain(`<a href="${path}" data-staff-retry="">${retry}</a>`);
        expect(html).toContain(home);
      }
      // The public pages are not the workspace's: they go on to their own render.
      expect((await proxy(request('/news'))).status).toBe(200);
    } finally {
      provideDatabaseProbe(up);
    }
  });

  it('lets the page render as usual while the database answers', async () => {
    provideDatabaseProbe(up);
    const response = await proxy(request('/en/staff'));
    expect(response.status).toBe(200);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('a page of another role', () => {
  // A signed-in member of staff who opened another role's page got a page only its scripts
  // could draw (Next's forbidden() shell): blank without them (issue #42, item 9).
  const session = 'college-staff.session_token=tok123.c2lnbmF0dXJl';

  it('is answered 403 with the workspace’s "no access" page in the page’s language', async () => {
    provideDatabaseProbe(() => Promise.resolve());
    const asked: string[] = [];
    provideSessionRoles(async (token) => {
      asked.push(token);
      return ['support'];
    });
    for (const [path, locale] of [
      ['/staff/applications', 'ar'],
      ['/en/staff/news/new', 'en'],
    ] as const) {
      const response = await proxy(request(path, session));
      expect(response.status, path).toBe(403);
      expect(response.headers.get('x-middleware-rewrite'), path).toBe(
        `http://localhost:3000/${locale}/staff/no-access`,
      );
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    expect(asked).toEqual(['tok123', 'tok123']);
    // Its own pages, and the pages every account has, go to their render.
    for (const path of ['/staff/support', '/en/staff', '/staff/account']) {
      expect((await proxy(request(path, session))).status, path).toBe(200);
    }
  });

  it('is left to the page without a session it knows (the page sends the visitor to sign in)', async () => {
    provideSessionRoles(async () => null);
    expect((await proxy(request('/staff/applications', session))).status).toBe(200);
    expect((await proxy(request('/staff/applications'))).status).toBe(200);
  });
});
