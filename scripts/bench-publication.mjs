// `npm run bench`, publication latency (issue #22): how long after an editor publishes a news
// item visitors see it on /news, straight from `next start` and through the nginx front (which
// keeps pages for 60 seconds). Signs in with the editor account bench.mjs creates in the
// bench's own database, writes and publishes an item through the workspace's endpoints, then
// reads the public page every POLL_MS until the item's title is on it.

import { randomUUID } from 'node:crypto';

const POLL_MS = 50;

/** The cookie header of a response's Set-Cookie lines (name=value pairs only). */
function cookiesOf(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function post(origin, path, body, cookie) {
  const response = await fetch(origin + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) {
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

/**
 * Milliseconds until `url` contains `text`, read every POLL_MS; fails after `limitMs`. A read
 * that fails (a connection the front closed as its copy expired) is read again; the last
 * failure is named if the text never shows.
 */
async function untilShown(url, text, started, limitMs) {
  let failure = '';
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      const html = await response.text();
      if (response.status === 200 && html.includes(text)) {
        return Math.round(performance.now() - started);
      }
    } catch (error) {
      failure = ` (last read failed: ${error.cause?.code ?? error.cause?.message ?? error.message})`;
    }
    if (performance.now() - started > limitMs) {
      throw new Error(`${url} did not show "${text}" within ${limitMs} ms${failure}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Writes and publishes one news item; resolves when the publish request has answered. */
async function publishNews(origin, cookie, title) {
  const slug = `bench-${randomUUID().slice(0, 8)}`;
  const created = await post(
    origin,
    '/api/staff/news',
    {
      slug,
      date: new Date().toISOString().slice(0, 10),
      titleAr: `خبر القياس ${title}`,
      titleEn: `Benchmark item ${title}`,
      excerptAr: 'خبر يكتبه قياس الأداء ويُنشر فوراً.',
      excerptEn: 'An item the benchmark writes and publishes at once.',
      bodyAr: 'نص الخبر.',
      bodyEn: 'The text of the item.',
      imageId: null,
      imageAltAr: '',
      imageAltEn: '',
    },
    cookie,
  );
  const { id } = await created.json();
  const started = performance.now();
  await post(origin, `/api/staff/news/${id}/status`, { action: 'publish' }, cookie);
  return started;
}

/**
 * The time from publishing to the item on /news: from `next start` (budget 2 s), and through
 * the front, whose cached copy of /news is made just before (at most its 60 s, plus a request).
 */
export async function measurePublication(nextOrigin, frontOrigin, account) {
  const signedIn = await post(nextOrigin, '/api/auth/sign-in/email', account);
  const cookie = cookiesOf(signedIn);
  if (!cookie) throw new Error('the sign-in set no cookie');

  const direct = `${Date.now()}a`;
  const directStarted = await publishNews(nextOrigin, cookie, direct);
  const directMs = await untilShown(`${nextOrigin}/news`, direct, directStarted, 10_000);

  // The front has /news in its cache (made now), then the item is published behind it.
  await fetch(`${frontOrigin}/news`);
  const viaFront = `${Date.now()}b`;
  const frontStarted = await publishNews(nextOrigin, cookie, viaFront);
  const frontMs = await untilShown(`${frontOrigin}/news`, viaFront, frontStarted, 120_000);
  return { directMs, frontMs, pollMs: POLL_MS };
}
