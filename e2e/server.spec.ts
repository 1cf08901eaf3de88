import { expect, test } from '@playwright/test';

/**
 * The production server (server.mjs) answers plain loads of static pages from memory, with
 * Next.js's own headers, and leaves everything else to Next.js.
 */
test.describe('the page cache of the production server', () => {
  test('answers a static page compressed, with the same headers and body as Next.js', async ({
    request,
  }) => {
    const plain = await request.get('/about/history', {
      headers: { 'accept-encoding': 'identity' },
    });
    const brotli = await request.get('/about/history', { headers: { 'accept-encoding': 'br' } });
    const gzip = await request.get('/about/history', { headers: { 'accept-encoding': 'gzip' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(plain.headers()['content-encoding']).toBeUndefined();
    // Playwright decodes the body: all three carry the same page.
    const html = await plain.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(await brotli.text()).toBe(html);
    expect(await gzip.text()).toBe(html);
    for (const response of [plain, brotli, gzip]) {
      expect(response.headers()['x-page-cache']).toBe('hit');
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['vary']).toContain('Accept-Encoding');
    }
  });

  test('sends HSTS from memory only to requests that came over HTTPS', async ({ request }) => {
    const plain = await request.get('/en/about/history');
    expect(plain.headers()['x-page-cache']).toBe('hit');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    const secure = await request.get('/en/about/history', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers()['x-page-cache']).toBe('hit');
    expect(secure.headers()['strict-transport-security']).toContain('max-age=');
  });

  test('answers 304 to a revalidation with the current ETag', async ({ request }) => {
    const first = await request.get('/en/about/history');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/en/about/history', { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
  });

  test('leaves client navigations (RSC requests) to Next.js', async ({ request }) => {
    const response = await request.get('/about/history', { headers: { rsc: '1' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/x-component');
    expect(response.headers()['x-page-cache']).toBeUndefined();
  });

  test('leaves a visitor with a language choice to the proxy', async ({ request }) => {
    const response = await request.get('/about/history', {
      headers: { cookie: 'lang=en' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toContain('/en/about/history');
  });

  test('keeps dynamic pages dynamic', async ({ request }) => {
    const board = await request.get('/en/about/board');
    expect(board.status()).toBe(200);
    expect(board.headers()['x-nextjs-prerender']).toBeUndefined();
    expect(board.headers()['x-page-cache']).toBeUndefined();
    const search = await request.get('/en/search?q=history');
    expect(await search.text()).toContain('Our History');
  });
});
