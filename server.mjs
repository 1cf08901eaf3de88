// The production server (`npm start`): Next.js behind a small in-memory cache of its static
// pages.
//
// Every informational page is prerendered HTML, but `next start` spends about 3 ms of CPU on
// each request for it (proxy, routing, cache lookup): a few hundred pages a second on this
// 2-core machine, against tens of thousands for a static file server (DESIGN.md section 6
// budgets half of that). So this server asks Next.js for each static page once, keeps the
// answer (body, pre-compressed gzip and brotli copies, and Next's own headers, so security
// headers, cache headers and ETags are Next's by construction), and answers plain page
// requests from memory. Everything else goes to Next.js untouched: client navigations (RSC
// requests), query strings, other methods, dynamic pages (the board, search), assets, the API,
// and visitors whose language cookie may redirect them.
//
// The cache refreshes itself from Next.js every few minutes, which also lets Next regenerate
// pages whose revalidation time has passed. It is per process and holds only public pages, so
// any number of instances can run side by side.
import { createServer, request as httpRequest } from 'node:http';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import next from 'next';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
  allowPositionals: true,
});
const port = Number(args.port ?? process.env.PORT ?? 3000);
// Not $HOSTNAME: containers set it to the machine's name, which is no address to listen on.
const hostname = args.hostname;
const REFRESH_MS = Number(process.env.PAGE_CACHE_REFRESH_SECONDS ?? 300) * 1000;
const CACHE_ENABLED = process.env.PAGE_CACHE !== 'off';

/**
 * Headers of Next's answer that describe one connection or one moment, not the page, or that
 * only tell about Next's internals (a browser loading the document has no use for them, and
 * every header costs time on each of the many requests the cache answers).
 */
const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
  'strict-transport-security', // kept apart: sent only over HTTPS
  'x-middleware-rewrite',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
]);

/**
 * One cached page: for each encoding, the body and its complete response head (a flat
 * [name, value, …] list, built once, so answering costs one writeHead and one end).
 * @typedef {{ head: string[], body: Buffer }} Variant
 * @type {Map<string, { etag: string | null, hsts: string | null, notModified: string[], identity: Variant, gzip: Variant, br: Variant }>}
 */
const pages = new Map();

const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

/** The cached page for a plain page load, or undefined when Next.js must answer. */
function cachedPageFor(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  // The raw path: anything unusual (a query string, dot segments, odd encodings) misses the
  // cache and goes to Next.js.
  const path = req.url;
  if (!path || path.includes('?')) return undefined;
  const h = req.headers;
  if (h.rsc || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-action']) {
    return undefined;
  }
  // A visitor who chose English is redirected from unprefixed paths by the proxy.
  if (h.cookie && /(?:^|;\s*)lang=/.test(h.cookie)) return undefined;
  return pages.get(path);
}

function pickEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}

function serveFromCache(req, res, page) {
  const notModified = page.etag !== null && req.headers['if-none-match'] === page.etag;
  const variant = page[pickEncoding(req.headers['accept-encoding'])];
  let head = notModified ? page.notModified : variant.head;
  // Next.js sends HSTS only to requests that reached the proxy in front of us over HTTPS.
  if (page.hsts && req.headers['x-forwarded-proto'] === 'https') {
    head = [...head, 'strict-transport-security', page.hsts];
  }
  res.writeHead(notModified ? 304 : 200, head);
  res.end(notModified || req.method === 'HEAD' ? undefined : variant.body);
}

/** GETs a path from our own Next.js handler, uncompressed. */
function fetchFromNext(path) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: internal.address().port,
        path,
        // As if over HTTPS, so the answer shows the HSTS header that HTTPS visitors get.
        headers: {
          'accept-encoding': 'identity',
          host: `localhost:${port}`,
          'x-forwarded-proto': 'https',
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Asks Next.js for one page and keeps it if it is a prerendered (static) page. */
async function fill(path) {
  const { res, body } = await fetchFromNext(path);
  // Node joins repeated headers: Next sends x-nextjs-prerender twice ("1, 1").
  if (res.statusCode !== 200 || !String(res.headers['x-nextjs-prerender']).startsWith('1')) {
    pages.delete(path);
    return;
  }
  const headers = Object.entries(res.headers)
    .filter(([name]) => !DROPPED_HEADERS.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
  // The body now depends on Accept-Encoding too: shared caches must keep the copies apart.
  const vary = headers.find(([name]) => name === 'vary');
  if (vary && !/accept-encoding/i.test(vary[1])) vary[1] = `${vary[1]}, Accept-Encoding`;
  else if (!vary) headers.push(['vary', 'Accept-Encoding']);
  headers.push(['x-page-cache', 'hit']);
  const base = headers.flat();
  const variant = (encoding, compressed) => ({
    head: [
      ...base,
      ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
      'content-length',
      String(compressed.length),
    ],
    body: compressed,
  });
  pages.set(path, {
    etag: res.headers.etag ?? null,
    hsts: res.headers['strict-transport-security'] ?? null,
    notModified: base,
    identity: variant('identity', body),
    gzip: variant('gzip', gzipSync(body, { level: 9 })),
    br: variant('br', brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })),
  });
}

/** The page paths of the sitemap (every page, both languages). */
async function sitemapPaths() {
  const { res, body } = await fetchFromNext('/sitemap.xml');
  if (res.statusCode !== 200) return [];
  return [...body.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
}

async function refresh() {
  try {
    for (const path of await sitemapPaths()) {
      await fill(path).catch((error) => console.error(`[page-cache] ${path}: ${error.message}`));
    }
  } catch (error) {
    console.error(`[page-cache] refresh failed: ${error.message}`);
  }
}

function passToNext(req, res) {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
}

// Next.js alone, on a private loopback port: where the cache gets its pages from.
const internal = createServer(passToNext);
await new Promise((resolve) => internal.listen(0, '127.0.0.1', resolve));

const server = createServer((req, res) => {
  const page = cachedPageFor(req);
  if (page) serveFromCache(req, res, page);
  else passToNext(req, res);
});

// The cache is filled before the site opens, so every visitor gets the fast path.
if (CACHE_ENABLED) {
  await refresh();
  console.log(`> Page cache: ${pages.size} static pages in memory`);
  setInterval(refresh, REFRESH_MS).unref();
}
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname ?? 'localhost'}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    internal.close();
    server.close(() => process.exit(0));
    server.closeAllConnections();
    internal.closeAllConnections();
  });
}
