import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GET } from './route';

const manifest = (file: string) =>
  GET(new Request(`http://localhost/api/manifest/${file}`), {
    params: Promise.resolve({ file }),
  });

describe('the web app manifest', () => {
  it('is in Arabic, right to left, starting on the Arabic home page', async () => {
    const response = await manifest('ar.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const body = await response.json();
    expect(body).toMatchObject({
      name: 'كلية الرواد للعلوم والتقانة',
      short_name: 'الرواد',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      display: 'standalone',
    });
    expect(body.description).toMatch(/[\u0600-\u06FF]/);
  });

  it('is in English, left to right, starting on /en, with icons that exist', async () => {
    const body = await (await manifest('en.webmanifest')).json();
    expect(body).toMatchObject({
      lang: 'en',
      dir: 'ltr',
      start_url: '/en',
      short_name: 'Al-Rowad',
    });
    expect(body.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);
    for (const icon of body.icons as { src: string }[]) {
      expect(existsSync(path.join('public', icon.src)), icon.src).toBe(true);
    }
  });

  it('answers 404 for another language or file', async () => {
    for (const file of ['fr.webmanifest', 'ar.json', 'ar.webmanifest.bak']) {
      expect((await manifest(file)).status, file).toBe(404);
    }
  });
});
