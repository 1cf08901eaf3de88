import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cachePolicy, keepStaleOnError, type AnswerHead } from './stale-if-error.ts';

const page = (change: Partial<AnswerHead> = {}): AnswerHead => ({
  method: 'GET',
  rsc: false,
  status: 200,
  cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate',
  frontCache: 'public',
  ...change,
});

describe('stale-if-error on the public pages (issue #42)', () => {
  it('lets shared caches keep a page rendered per request for the front’s minute, and serve it stale on errors', () => {
    expect(cachePolicy(page())).toBe('public, max-age=0, s-maxage=60, stale-if-error=86400');
  });

  it('adds stale-if-error to a prerendered page’s own policy', () => {
    expect(
      cachePolicy(
        page({
          frontCache: undefined,
          cacheControl: 's-maxage=3600, stale-while-revalidate=31532400',
        }),
      ),
    ).toBe('s-maxage=3600, stale-while-revalidate=31532400, stale-if-error=86400');
  });

  it('leaves private answers, errors, writes and client navigations as they are', () => {
    const unchanged: Partial<AnswerHead>[] = [
      { frontCache: undefined },
      { frontCache: undefined, cacheControl: 'private, no-store' },
      { frontCache: undefined, cacheControl: 'private, s-maxage=60' },
      { status: 500 },
      { status: 503 },
      { status: 404 },
      { method: 'POST' },
      { rsc: true },
      { cacheControl: 'public, stale-if-error=60' },
    ];
    for (const change of unchanged)
      expect(cachePolicy(page(change)), JSON.stringify(change)).toBeUndefined();
  });

  describe('on a running server', () => {
    let server: Server | undefined;
    afterEach(
      () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    );

    it('rewrites the head as it is written, whether set before or handed to writeHead', async () => {
      server = createServer((req, res) => {
        keepStaleOnError(req, res);
        if (req.url === '/set') {
          res.setHeader('X-Front-Cache', 'public');
          res.setHeader('Cache-Control', 'private, no-store');
          res.end('page');
        } else if (req.url === '/given') {
          res.writeHead(200, { 'cache-control': 's-maxage=3600', 'content-type': 'text/html' });
          res.end('page');
        } else {
          res.writeHead(500, { 'X-Front-Cache': 'public', 'Cache-Control': 'private, no-store' });
          res.end('error');
        }
      });
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const header = async (path: string) =>
        (await fetch(`${base}${path}`)).headers.get('cache-control');
      expect(await header('/set')).toBe('public, max-age=0, s-maxage=60, stale-if-error=86400');
      expect(await header('/given')).toBe('s-maxage=3600, stale-if-error=86400');
      expect(await header('/failed')).toBe('private, no-store');
    });
  });
});
