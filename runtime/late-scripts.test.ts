import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { LATE_SCRIPT } from './contract.ts';
import {
  FLIGHT_TYPE,
  LOADER,
  LateScriptsRewriter,
  deferStartupScripts,
  openingAtEnd,
} from './late-scripts.ts';

/** A page's head and body as Next.js 16 writes them (abridged). */
const head =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/0ws.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>' +
  '<title>تاريخ الكلية</title>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const body =
  '<body><main><h1>تأسست كلية الرواد</h1></main>' +
  '<script>(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":[]})</script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script>self.__next_f.push([1,"2:\\"/_next/static/chunks/a.js\\"\\n"])</script></body></html>';
const page = head + body;

const call = (src: string) => `<script>${LATE_SCRIPT}("${src}")</script>`;
const expected = head
  .replace(
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
    '',
  )
  .replace(
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    LOADER + call('/_next/static/chunks/a.js'),
  )
  .replace(
    '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
    call('/_next/static/chunks/turbopack-b.js'),
  )
  .concat(
    body
      .replace(
        '<script src="/_next/static/chunks/boot.js" async=""></script>',
        call('/_next/static/chunks/boot.js'),
      )
      // The page data waits for the loader (FLIGHT_TYPE).
      .replace('<script>self.__next_f.push(', `<script type="${FLIGHT_TYPE}">self.__next_f.push(`),
  );

/** The page rewritten from pieces of `size` bytes (cut anywhere, inside Arabic letters too). */
function rewriteInPieces(text: string, size: number): string {
  const bytes = Buffer.from(text);
  const rewriter = new LateScriptsRewriter();
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) {
    out.push(rewriter.write(bytes.subarray(at, at + size)));
  }
  out.push(rewriter.end());
  return Buffer.concat(out).toString();
}

describe('LateScriptsRewriter', () => {
  it('hands each startup script to the loader, written once before the first, and drops the preload', () => {
    const out = rewriteInPieces(page, page.length);
    expect(out).toBe(expected);
    expect(out.split(LOADER)).toHaveLength(2);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    // The polyfills for old browsers and the other inline scripts are left as they are; the
    // payload keeps its text, in a block the browser does not run.
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain(
      `<script type="${FLIGHT_TYPE}">self.__next_f.push([1,"2:\\"/_next/static/chunks/a.js\\"\\n"])</script>`,
    );
    expect(out).toContain('<script>(globalThis.TURBOPACK||');
  });

  it.each([1, 2, 7, 31, 64, 200])(
    'gives the same page however it is cut (%i characters)',
    (size) => {
      expect(rewriteInPieces(page, size)).toBe(expected);
    },
  );

  it('leaves a page without Next.js scripts, and tags written otherwise, as they are', () => {
    const other =
      '<html><head><script src="/_next/static/chunks/a.js" defer></script>' +
      '<script src="https://example.org/x.js" async=""></script></head><body>x</body></html>';
    expect(rewriteInPieces(other, 5)).toBe(other);
  });

  it('keeps streaming: what cannot be part of a tag is passed on at once', () => {
    const rewriter = new LateScriptsRewriter();
    const write = (text: string) => rewriter.write(Buffer.from(text)).toString();
    expect(write('<main><p>نص')).toBe('<main><p>نص');
    expect(write(' و<scr')).toBe(' و');
    expect(write('ipt src="/_next/static/chunks/c.js" async=""></script><p>')).toBe(
      LOADER + call('/_next/static/chunks/c.js') + '<p>',
    );
    expect(write('<script>self.__next_f.push([1,"x"])</script><')).toBe(
      `<script type="${FLIGHT_TYPE}">self.__next_f.push([1,"x"])</script>`,
    );
    // A payload block's opening cut at the end is held back until it is whole.
    expect(write('<script>self.__nex')).toBe('<');
    expect(write('t_f.push([1,"y"])</script>')).toBe(
      `<script type="${FLIGHT_TYPE}">self.__next_f.push([1,"y"])</script>`,
    );
    expect(rewriter.end().toString()).toBe('');
  });

  it('leaves the page data of a page whose scripts it does not defer to run as it comes', () => {
    const plain =
      '<html><body><p>x</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
      '<script>self.__next_f.push([1,"1:x"])</script></body></html>';
    expect(rewriteInPieces(plain, 3)).toBe(plain);
  });

  it('leaves a path that is not a chunk name, or a tag too long to be ours, as it is', () => {
    const odd =
      '<script src="/_next/static/chunks/a b.js" async=""></script>' +
      `<script src="/_next/static/chunks/${'x'.repeat(600)}.js" async=""></script>`;
    expect(rewriteInPieces(odd, odd.length)).toBe(odd);
    expect(rewriteInPieces(odd, 50)).toBe(odd);
  });
});

describe('LateScriptsRewriter and the caller’s buffers', () => {
  it('keeps its own copy of a tag held back, so a buffer reused after write() changes nothing', () => {
    const rewriter = new LateScriptsRewriter();
    const buffer = Buffer.from('<p>hi</p><script src="/_next/static/chunks/a');
    const first = rewriter.write(buffer);
    buffer.fill('Z');
    const rest = rewriter.write(Buffer.from('.js" async=""></script>'));
    expect(Buffer.concat([first, rest, rewriter.end()]).toString()).toBe(
      '<p>hi</p>' + LOADER + call('/_next/static/chunks/a.js'),
    );
  });
});

describe('openingAtEnd', () => {
  const at = (text: string) => openingAtEnd(Buffer.from(text), 0);
  it('finds the beginning of one of our tags at the very end, and nothing else', () => {
    expect(at('<p>text')).toBe(-1);
    expect(at('<p>te<')).toBe(5);
    expect(at('<p><scr')).toBe(3);
    expect(at('<p><script src="/_next/st')).toBe(3);
    expect(at('<p><link rel="preload" as=')).toBe(3);
    expect(at('<p><span')).toBe(-1);
    expect(at('<p><script>self')).toBe(3); // the page data's block
    expect(at('<p><script>alert')).toBe(-1);
  });

  it('never reaches back before what was already sent', () => {
    expect(openingAtEnd(Buffer.from('<p><scr'), 4)).toBe(-1);
  });
});

describe('deferStartupScripts on a server', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  /** A server answering like Next.js does, behind the same compression and rewrite as npm start. */
  async function serve(answer: (res: import('node:http').ServerResponse) => void) {
    const compress = compression();
    server = createServer((req, res) => {
      compress(
        req as Parameters<typeof compress>[0],
        res as Parameters<typeof compress>[1],
        () => undefined,
      );
      deferStartupScripts(res);
      answer(res);
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    return (server.address() as AddressInfo).port;
  }

  function get(port: number, encoding: string) {
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      request({ port, host: '127.0.0.1', headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', fail)
        .end();
    });
  }

  it('rewrites a page sent whole with its length, compressed or not, Arabic intact', async () => {
    const port = await serve((res) => {
      const bytes = Buffer.from(page);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', bytes.length);
      res.end(bytes);
    });
    const gzip = await get(port, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBeUndefined();
    expect(gunzipSync(gzip.body).toString()).toBe(expected);
    const plain = await get(port, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(expected);
    // A page sent whole keeps a length, that of the rewritten page, not Next's.
    expect(plain.headers['transfer-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(expected));
  });

  it('drops a length given in writeHead as raw headers, which the rewrite makes wrong', async () => {
    const port = await serve((res) => {
      const bytes = Buffer.from(page);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.writeHead(200, ['Content-Length', String(bytes.length), 'X-Raw', 'kept']);
      res.end(bytes);
    });
    const plain = await get(port, 'identity');
    expect(plain.headers['x-raw']).toBe('kept');
    expect(plain.body.toString()).toBe(expected);
  });

  it('rewrites a streamed page cut inside a tag and inside an Arabic letter', async () => {
    const bytes = Buffer.from(page);
    const cuts = [page.indexOf('async') + 3, Buffer.from(head).length + 31, bytes.length - 40];
    const port = await serve((res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      let from = 0;
      for (const cut of cuts) {
        res.write(bytes.subarray(from, cut));
        from = cut;
      }
      res.end(bytes.subarray(from));
    });
    expect(gunzipSync((await get(port, 'gzip')).body).toString()).toBe(expected);
  });

  it('leaves what is not a page untouched, still compressed', async () => {
    const script =
      `console.log('<script src="/_next/static/chunks/a.js" async=""></script>');`.repeat(40);
    const port = await serve((res) => {
      res.setHeader('Content-Type', 'application/javascript');
      res.setHeader('Content-Length', Buffer.byteLength(script));
      res.end(script);
    });
    const answer = await get(port, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });
});

describe('the loader', () => {
  it('reads the pending notice under the key the language toggle writes it to', async () => {
    const { languageToggleScript } = await import('../src/components/theme/theme-script.ts');
    const written = /sessionStorage\.setItem\('([^']+)','language'\)/.exec(languageToggleScript);
    expect(written?.[1]).toBeTruthy();
    expect(LOADER).toContain(`sessionStorage.getItem('${written![1]}')`);
  });

  it('is one script of valid JavaScript', () => {
    const source = LOADER.replace(/^<script>/, '').replace(/<\/script>$/, '');
    expect(source).not.toContain('</script');
    expect(() => new Function(source)).not.toThrow();
  });
});
