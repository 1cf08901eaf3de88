import type { Page } from '@playwright/test';

/** Every page path listed in the sitemap (both languages), as paths on the test server. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Opens a page with the theme already chosen, as a returning visitor would. */
export async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}
