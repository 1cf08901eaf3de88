import { expect, test } from './fixtures';
import { sitemapPaths } from './helpers';

/** Width and height from a PNG's header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const meta = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1];

test('every page has its own share image (Open Graph and Twitter), 1200×630, in its language', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const images = new Set<string>();
  const paths = await sitemapPaths(page);
  for (const path of paths) {
    const html = await (await page.request.get(path)).text();
    const image = meta(html, 'property', 'og:image');
    // A news item's (read from the database) is drawn on request at /api/og/news/{locale}/{slug}.
    expect(image, path).toMatch(/^https?:\/\/[^/]+\/api\/og\/(news\/)?(ar|en)(\/|$)/);
    expect(meta(html, 'property', 'og:image:width'), path).toBe('1200');
    expect(meta(html, 'property', 'og:image:height'), path).toBe('630');
    expect(meta(html, 'property', 'og:image:alt'), path).toBeTruthy();
    expect(meta(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:image'), path).toBe(image);
    expect(new URL(image!).pathname.replace('/api/og/news/', '/api/og/')).toMatch(
      new RegExp(`^/api/og/${path.startsWith('/en') ? 'en' : 'ar'}(/|$)`),
    );
    images.add(new URL(image!).pathname);
  }
  // One image per page and language.
  expect(images.size).toBe(paths.length);
  for (const image of [
    '/api/og/ar/admission/fees',
    '/api/og/en/admission/fees',
    '/api/og/ar',
    '/api/og/news/ar/harvard-cooperation',
    '/api/og/news/en/robotics-competition-win',
  ]) {
    const response = await page.request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  }
  expect((await page.request.get('/api/og/ar/no/such/page')).status()).toBe(404);
  expect((await page.request.get('/api/og/fr/admission')).status()).toBe(404);
  expect((await page.request.get('/api/og/news/ar/no-such-item')).status()).toBe(404);
});
