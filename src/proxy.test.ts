import { unstable_doesMiddlewareMatch as matches } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import proxy, { config } from './proxy';

function request(path: string, cookie?: string) {
  return new NextRequest(`http://localhost:3000${path}`, {
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en-US,en;q=0.9' },
  });
}

describe('the language and not-found proxy', () => {
  it('serves Arabic at unprefixed paths, whatever the browser language', () => {
    const response = proxy(request('/about/history'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/ar\/about\/history$/);
  });

  it('sends a visitor who chose English from an unprefixed link to the English page', () => {
    const response = proxy(request('/study/medicine?x=1', 'lang=en'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/study/medicine?x=1');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves English paths alone for that visitor', () => {
    const response = proxy(request('/en/study/medicine', 'lang=en'));
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
  });

  it('answers unknown paths 404 with the not-found page of their language, and logs them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const arabic = proxy(request('/no/such/page'));
    expect(arabic.status).toBe(404);
    expect(arabic.headers.get('x-middleware-rewrite')).toMatch(/\/ar\/page-not-found$/);
    const english = proxy(request('/en/no-such-page'));
    expect(english.status).toBe(404);
    expect(english.headers.get('x-middleware-rewrite')).toMatch(/\/en\/page-not-found$/);
    expect(warn).toHaveBeenCalledWith('404 not found: /no/such/page');
    // A public 404 may be kept by the front's cache; nothing under /staff is.
    expect(arabic.headers.get('cache-control')).toBeNull();
    for (const path of ['/staff/mail/x', '/en/staff/board/0', '/staff/nothing/here']) {
      const staff = proxy(request(path));
      expect(staff.status, path).toBe(404);
      expect(staff.headers.get('cache-control'), path).toBe('private, no-store');
      expect(staff.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
    warn.mockRestore();
  });

  it('passes a news item’s address to its page (the database decides), and refuses a malformed one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const item = proxy(request('/en/news/open-day-2026'));
    expect(item.status).toBe(200);
    expect(item.headers.get('x-middleware-rewrite')).toBeNull();
    expect(proxy(request('/news/Open_Day')).status).toBe(404);
    expect(proxy(request('/news/a/b')).status).toBe(404);
    warn.mockRestore();
  });
});

describe('the share images', () => {
  // They are drawn at build time, and Next answers any method with the stored image: a POST got
  // 200 (issue #42, item 8).
  const image = '/api/og/ar/about/history';

  it('answer only GET and HEAD, and 405 with Allow to anything else', () => {
    expect(matches({ config, url: image })).toBe(true);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = proxy(new NextRequest(`http://localhost:3000${image}`, { method }));
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('GET, HEAD');
    }
    for (const method of ['GET', 'HEAD']) {
      const response = proxy(new NextRequest(`http://localhost:3000${image}`, { method }));
      expect(response.status, method).toBe(200);
      expect(response.headers.get('x-middleware-next'), method).toBe('1');
    }
  });

  it('leave the rest of the API to its own handlers', () => {
    expect(matches({ config, url: '/api/applications' })).toBe(false);
    expect(matches({ config, url: '/api/auth/get-session' })).toBe(false);
  });
});
