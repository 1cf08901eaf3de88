import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures';
import { lateScriptProblems, seriousViolations, useTheme } from './helpers';
import { FLIGHT_TYPE, LateScriptsRewriter, LOADER } from '../runtime/late-scripts.ts';
import {
  HYDRATE_ATTRIBUTE,
  INLINE_ATTRIBUTE,
  LATE_SCRIPT,
  LATE_SCRIPTS_DONE,
  LATE_SCRIPTS_HYDRATED,
} from '../runtime/contract.ts';

/** The loader's calls in a served page (runtime/late-scripts.ts), each with its script's path. */
const lateScriptCalls = (html: string) =>
  [...html.matchAll(new RegExp(`<script>${LATE_SCRIPT}\\("([^"]+)"\\)</script>`, 'g'))].map(
    (match) => match[1]!,
  );

/** The page's scripts arrive `ms` late: a tap lands well before React is there. */
const delayScripts = (page: Page, ms: number) =>
  page.route('**/_next/static/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

test.describe('language', () => {
  test('Arabic is the default, right-to-left, even for an English browser', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    const page = await context.newPage();
    const response = await page.goto('/about/history');
    expect(response?.status()).toBe(200);
    expect(page.url()).not.toContain('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });

  test('the toggle opens the same page in English, confirms in English, and the choice persists', async ({
    page,
  }) => {
    await page.goto('/about/history');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about\/history$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Language changed to English'),
    ).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Language changed to English')).toHaveCount(0);

    // An unprefixed (Arabic) link now leads to the English page.
    await page.goto('/study/medicine');
    await expect(page).toHaveURL(/\/en\/study\/medicine$/);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  test('a click is not lost when the tooltip code arrives between press and release', async ({
    page,
  }) => {
    await page.goto('/about/history');
    await page.waitForLoadState('networkidle');
    // From now on scripts (the tooltip code, loaded when the pointer first rests on a toggle)
    // arrive half a second late: while the button below is held down.
    await delayScripts(page, 500);
    const box = (await page.getByRole('link', { name: 'English' }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(1500);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/en\/about\/history$/);
  });

  test('switching back to Arabic confirms in Arabic and sticks', async ({ page }) => {
    await page.goto('/en/admission');
    // On an English page the toggle offers Arabic only.
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'العربية', exact: true }).click();
    await expect(page).toHaveURL(/\/admission$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('تم تغيير اللغة إلى العربية')).toBeVisible();
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('titles are the page heading and the college name in the page language', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('كلية الرواد للعلوم والتقانة');
    await page.goto('/en/about/history');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page).toHaveTitle(`${heading} – Al-Rowad College of Science and Technology`);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      /\/about\/history$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/about\/history$/,
    );
  });
});

test.describe('theme', () => {
  test('the toggle switches to dark, and dark survives a reload without a flash', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'الوضع الداكن' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'الوضع الداكن' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The class must be there in the first paint: check it before any React code runs.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.unroute('**/_next/static/**/*.js');

    await page.reload();
    await page.getByRole('button', { name: 'الوضع الداكن' }).click();
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('the theme toggle has a tooltip after a 700 ms rest', async ({ page }) => {
    await page.goto('/en');
    // Timed in the page, from the pointer's arrival on the toggle to the tooltip's appearance,
    // so a slow test machine cannot make the delay look shorter or longer than it is.
    await page.evaluate(() => {
      const times = { arrived: 0, shown: 0 };
      (window as unknown as { tooltipTimes: typeof times }).tooltipTimes = times;
      document.addEventListener(
        'pointermove',
        (event) => {
          const onToggle = (event.target as Element).closest('[data-header-tool]');
          if (onToggle && !times.arrived) times.arrived = performance.now();
        },
        true,
      );
      new MutationObserver(() => {
        if (!times.shown && document.querySelector('[role="tooltip"]')) {
          times.shown = performance.now();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Dark theme' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Switch to dark theme');
    const { arrived, shown } = await page.evaluate(
      () =>
        (window as unknown as { tooltipTimes: { arrived: number; shown: number } }).tooltipTimes,
    );
    expect(arrived).toBeGreaterThan(0);
    expect(shown - arrived).toBeGreaterThanOrEqual(690);
  });
});

test.describe('navigation on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a menu opens as a dropdown with titled groups, by mouse', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'About the College' }).click();
    const panel = page.locator('[data-menu-panel="about"]');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading').first()).toBeVisible();
    await panel.getByRole('link', { name: /history/i }).click();
    await expect(page).toHaveURL(/\/en\/about\/history$/);
    await expect(panel).toBeHidden();
  });

  test('menus work from the keyboard: arrows, Escape, Tab', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // Before any script of the page has run: the menus are HTML, the keys an inline script.
    const about = nav.getByRole('button', { name: 'About the College' });
    await about.focus();
    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('button', { name: 'Research' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(nav.getByRole('button', { name: 'E-Services' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const firstLink = page.locator('[data-menu-panel="about"] a').first();
    await expect(firstLink).toBeFocused();
    // Back to the button and in again: Tab still enters the open panel.
    await page.keyboard.press('Shift+Tab');
    await expect(about).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[data-menu-panel="about"] a').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/en$/);
  });

  test('arrow keys follow the reading direction in Arabic', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await nav.getByRole('button', { name: 'عن الكلية' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(nav.getByRole('button', { name: 'البحث العلمي' })).toBeFocused();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`an open menu spans the bar (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/campus-life/sports');
      const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
      await nav.getByRole('button', { name: 'الحياة الجامعية' }).click();
      const panel = page.locator('[data-menu-panel="campusLife"]');
      await expect(panel).toBeVisible();
      // The panel is as wide as the navigation bar, so the page does not show beside it.
      const [bar, box] = await Promise.all([nav.boundingBox(), panel.boundingBox()]);
      expect(Math.round(box!.width)).toBe(Math.round(bar!.width));
      expect(Math.round(box!.x)).toBe(Math.round(bar!.x));
      await expect(panel.getByRole('link', { name: 'المكتبات' })).toBeVisible();
      // Open, the menu passes axe too (Radix's focus proxy beside the button is focusable).
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a click outside closes the open menu', async ({ page }) => {
    await page.goto('/en');
    const study = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Study' });
    await study.click();
    await expect(page.locator('[data-menu-panel="study"]')).toBeVisible();
    await page.locator('footer').click();
    await expect(page.locator('[data-menu-panel="study"]')).toBeHidden();
  });
});

/** WCAG's contrast ratio of two opaque colours given as sRGB channels (0–255). */
function contrast(foreground: number[], background: number[]): number {
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const linear = (value: number) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [one, two] = [luminance(foreground), luminance(background)];
  return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
}

test.describe('navigation on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the menu button opens an accordion whose sections open independently', async ({ page }) => {
    await page.goto('/en');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator('[data-mobile-menu]');
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Every section is a <details>: its header a <summary>, which says whether it is expanded.
    const header = (name: string) => menu.locator('summary').getByText(name, { exact: true });
    const open = menu.locator('details[open]');
    await expect(open).toHaveCount(0);
    await header('About the College').click();
    await header('Research').click();
    await expect(open).toHaveCount(2);
    await header('Research Overview').click();
    await expect(open).toHaveCount(3);
    await header('About the College').click();
    await expect(open).toHaveCount(2);
    await expect(header('Research Overview')).toBeVisible();
    await expect(header('About the College')).toBeVisible();
    await menu.getByRole('link', { name: /research programmes/i }).click();
    await expect(page).toHaveURL(/\/en\/research\/programs$/);
    await expect(menu).toBeHidden();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the open menu is readable and passes axe (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/');
      await page.getByRole('button', { name: 'فتح القائمة' }).click();
      const menu = page.locator('[data-mobile-menu]');
      const about = menu.locator('summary').getByText('عن الكلية', { exact: true });
      await about.click();
      await expect(menu.locator('details[open]')).toHaveCount(1);
      // axe leaves text over a scrolling overlay "to review": the contrast is measured here.
      const [text, panel] = await about.evaluate((header) => {
        // Computed colours may be lab() or oklch(): a canvas turns them into sRGB channels.
        const context = document.createElement('canvas').getContext('2d')!;
        const channels = (colour: string) => {
          context.fillStyle = colour;
          context.fillRect(0, 0, 1, 1);
          return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        };
        return [
          channels(getComputedStyle(header.closest('summary')!).color),
          channels(getComputedStyle(header.closest('[data-mobile-menu]')!).backgroundColor),
        ];
      });
      expect(contrast(text!, panel!), `${text} on ${panel}`).toBeGreaterThanOrEqual(4.5);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the accordion works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'فتح القائمة' });
    await open.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'إغلاق القائمة' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    const menu = page.locator('[data-mobile-menu]');
    await expect(menu.locator('summary').first()).toBeFocused();
    await expect(menu.locator('summary').first()).toHaveText('عن الكلية');
    await page.keyboard.press('Enter');
    await expect(menu.locator('details[open]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  for (const [path, open, close] of [
    ['/', 'فتح القائمة', 'إغلاق القائمة'],
    ['/en', 'Open menu', 'Close menu'],
  ] as const) {
    test(`Escape in the open menu returns focus to the menu button (${path})`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('button', { name: open }).click();
      const menu = page.locator('[data-mobile-menu]');
      await expect(menu).toBeVisible();
      // Focus deep inside the menu: a section header, then Escape.
      await menu.locator('summary').first().focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      const button = page.getByRole('button', { name: open });
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('button', { name: close })).toHaveCount(0);
    });
  }
});

test.describe('footer', () => {
  test('shows Sudan, two phone numbers, the e-mail and the current year', async ({ page }) => {
    for (const [path, country, rights] of [
      ['/', 'السودان', 'جميع الحقوق محفوظة'],
      ['/en', 'Sudan', 'All rights reserved'],
    ] as const) {
      await page.goto(path);
      const footer = page.locator('footer');
      await expect(footer.getByTestId('footer-country')).toHaveText(country);
      await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
      await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute(
        'href',
        'mailto:info@alrowad.edu.sd',
      );
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      await expect(footer).toContainText(rights);
    }
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the Arabic text and a link home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عذراً، الصفحة غير موجودة');
    await expect(page.getByText('قد تكون الصفحة غير متاحة، أو نُقلت، أو تغيّر اسمها.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the 404 page is complete HTML, readable without JavaScript', async ({ request }) => {
    for (const [path, text, lang] of [
      ['/no/such/page', 'عذراً، الصفحة غير موجودة', 'lang="ar"'],
      ['/en/no/such/page', 'Sorry, the page was not found', 'lang="en"'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(
        `<h1 class="mt-4 text-3xl font-bold text-brand-900 dark:text-white">${text}</h1>`,
      );
      expect(html, path).toContain(lang);
      // The title is in the server's head, not added by React after hydration.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toMatch(new RegExp(`<title>${text} – [^<]+</title>`));
    }
  });

  test('the language toggle keeps the requested path (a 404 in the other language too)', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/no\/such\/page$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sorry, the page was not found',
    );
    await page.getByRole('link', { name: 'العربية', exact: true }).click();
    await expect(page).toHaveURL(/:\d+\/no\/such\/page$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عذراً، الصفحة غير موجودة');
  });

  test('an unknown English path answers 404 in English', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sorry, the page was not found',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('/calendar moves permanently to the academic calendar', async ({ request }) => {
    const response = await request.get('/calendar', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/academic-calendar');
  });
});

test('each language links its own web app manifest, which the browser can read', async ({
  page,
  request,
}) => {
  for (const [path, locale, dir] of [
    ['/', 'ar', 'rtl'],
    ['/en/about/history', 'en', 'ltr'],
  ] as const) {
    await page.goto(path);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/api/manifest/${locale}.webmanifest`);
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ lang: locale, dir, display: 'standalone' });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).headers()['content-type'], icon.src).toBe('image/png');
    }
  }
});

test('the large scripts a page starts with carry V8’s compile hint, the small and later ones not', async ({
  request,
}) => {
  // scripts/compile-hints.ts, run by `npm run build`: Chromium compiles these on a background
  // thread while they download, instead of on the main thread as the page hydrates.
  const hint = '//# allFunctionsCalledOnLoad\n';
  for (const path of ['/', '/admission/application']) {
    const html = await (await request.get(path)).text();
    // npm start hands them to its loader (runtime/late-scripts.ts).
    const sources = lateScriptCalls(html).filter((src) => src.startsWith('/_next/static/chunks/'));
    expect(sources.length, path).toBeGreaterThan(3);
    const scripts = await Promise.all(
      sources.map(async (src) => ({ src, text: await (await request.get(src)).text() })),
    );
    const hinted = scripts.filter(({ text }) => text.startsWith(hint)).map(({ src }) => src);
    // React and Next's client at least; every chunk of 24 KB or more, no smaller one.
    expect(hinted.length, path).toBeGreaterThanOrEqual(2);
    for (const { src, text } of scripts) {
      expect(text.startsWith(hint), `${path}: ${src}`).toBe(
        Buffer.byteLength(text) >= 24 * 1024 + hint.length,
      );
    }
  }
});

/** A phone that touches: the first taps' tests. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.describe('scripts on engagement (#23)', () => {
  // npm start (runtime/late-scripts.ts): Next's startup script tags become calls to a loader
  // that adds them after the first contentful paint, once the visitor engages with the page or
  // the page asks for them. Every test here acts before the page's scripts have run.
  const startupScripts = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    );
  const flag = (page: Page, name: string) =>
    page.evaluate((key) => (self as unknown as Record<string, unknown>)[key] === true, name);
  /** A colour of `control` and whether the page had hydrated, read in the same moment. */
  const shownBeforeHydration = (
    control: Locator,
    property: 'borderBottomColor' | 'borderTopColor',
  ) =>
    control.evaluate(
      (element, { name, flag }) => ({
        colour: getComputedStyle(element)[name],
        hydrated: (self as unknown as Record<string, unknown>)[flag] === true,
      }),
      { name: property, flag: LATE_SCRIPTS_HYDRATED },
    );

  test('a page runs no script while left alone, and paints, loads and hydrates once engaged', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/about/history')).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
    expect(lateScriptCalls(html).length).toBeGreaterThan(3);

    await page.goto('/about/history', { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('load');
    const paint = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (!entry) return;
            observer.disconnect();
            resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true }),
        ),
    );
    // Well past the paint and the load, nothing has been fetched or run: a reader's page.
    await page.waitForTimeout(1500);
    expect(await startupScripts(page)).toEqual([]);
    expect(await page.evaluate(() => 'next' in window)).toBe(false);
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
    // The page data (Next's RSC payload) is kept as blocks the browser does not run.
    const dataBlocks = () =>
      page.evaluate(
        (type) => document.querySelectorAll(`script[type="${type}"]`).length,
        FLIGHT_TYPE,
      );
    expect(await dataBlocks()).toBeGreaterThan(0);

    // The visitor's first key: the scripts load, after the paint, and hydrate the page.
    await page.keyboard.press('Tab');
    await expect.poll(() => flag(page, LATE_SCRIPTS_HYDRATED)).toBe(true);
    const started = await startupScripts(page);
    expect(started.length).toBeGreaterThan(3);
    expect(Math.min(...started)).toBeGreaterThanOrEqual(paint);
    expect(await page.evaluate(() => 'next' in window)).toBe(true);
    expect(await flag(page, LATE_SCRIPTS_DONE)).toBe(true);
    expect(await dataBlocks()).toBe(0);
  });

  // A stand-in for Next's client: it takes over `self.__next_f.push` when it runs and closes its
  // page data on the document's DOMContentLoaded; what it received by then is `__dataAtClose`.
  const nextClient = `var got=[],closed=false;(self.__next_f||[]).forEach(function(s){got.push(s)});
self.__next_f={push:function(s){if(closed)self.__pushedAfterClose=true;else got.push(s)}};
document.addEventListener('DOMContentLoaded',function(){closed=true;self.__dataAtClose=got.map(function(s){return s[1]})});`;
  const block = (text: string) =>
    `<script type="${FLIGHT_TYPE}">self.__next_f.push([1,"${text}"])</script>`;
  const clientTakenOver = (page: Page) =>
    page.evaluate(() => {
      const data = (self as { __next_f?: unknown }).__next_f;
      return data !== undefined && !Array.isArray(data);
    });
  const dataAtClose = (page: Page) =>
    page.evaluate(() => (self as { __dataAtClose?: unknown }).__dataAtClose);

  test("page data parsed after the scripts started reaches Next's client before it closes its data", async ({
    page,
  }) => {
    // A streamed page that starts at once (the staff workspace): the scripts start at the first
    // paint, while the rest of the document, with more data blocks, is still arriving. Next's
    // client takes over `self.__next_f.push` when it runs and closes its data on the document's
    // DOMContentLoaded; the loader must run the late blocks before that, or hydration fails
    // ("missing bootstrap script", then React's "Connection closed") and no button ever works.
    const html =
      `<!DOCTYPE html><html lang="en"><head><title>Loader race</title>${LOADER}` +
      `<script>${LATE_SCRIPT}("/_next/static/chunks/loader-race-client.js")</script></head>` +
      `<body ${HYDRATE_ATTRIBUTE}="eager"><h1>Loader race</h1><p>Painted before the rest arrives.</p>` +
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${block('early')}` +
      // The parser waits here (a slow script), after the first paint has started the scripts.
      `<script src="/loader-race-slow.js"></script>${block('late')}</body></html>`;
    let releaseSlow = () => {};
    const slowAsked = new Promise<void>((resolve) => {
      void page.route('**/loader-race-slow.js', async (route) => {
        resolve();
        await new Promise<void>((release) => (releaseSlow = release));
        await route.fulfill({ contentType: 'text/javascript', body: '' });
      });
    });
    await page.route('**/_next/static/chunks/loader-race-client.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: nextClient }),
    );
    await page.route('**/loader-race', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
    const navigation = page.goto('/loader-race', { waitUntil: 'commit' });
    await slowAsked;
    // The client has run (the paint started the scripts) while the parser still waits.
    await expect.poll(() => clientTakenOver(page), { timeout: 15_000 }).toBe(true);
    releaseSlow();
    await navigation;
    await page.waitForLoadState('domcontentloaded');
    expect(await dataAtClose(page)).toEqual([undefined, 'early', 'late']);
    expect(await page.evaluate(() => '__pushedAfterClose' in self)).toBe(false);
  });

  test('a data block still arriving when the scripts start runs whole, once it has arrived', async ({
    page,
  }) => {
    // A slow line stops the page in the middle of a data block; the first paint starts the
    // scripts meanwhile. Run then, the half block is a syntax error, its data is lost and the
    // page never hydrates (React's "Connection closed"), as seen on /campus-life/entertainment.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let resume = () => {};
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    const server = createServer((request, response) => {
      if (request.url === '/client.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.end(nextClient);
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(
        `<!DOCTYPE html><html lang="en"><head><title>Half a block</title>${LOADER}` +
          `<script>${LATE_SCRIPT}("/client.js")</script></head>` +
          `<body ${HYDRATE_ATTRIBUTE}="eager"><h1>Half a block</h1><p>Painted before the rest arrives.</p>` +
          `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
          `<script type="${FLIGHT_TYPE}">self.__next_f.push([1,"ear`,
      );
      void resumed.then(() => response.end(`ly"])</script>${block('late')}</body></html>`));
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    try {
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'commit' });
      await expect.poll(() => clientTakenOver(page), { timeout: 15_000 }).toBe(true);
      resume();
      await page.waitForLoadState('domcontentloaded');
      expect(await dataAtClose(page)).toEqual([undefined, 'early', 'late']);
      expect(errors).toEqual([]);
    } finally {
      resume();
      server.close();
    }
  });

  test('a button tapped before the page has hydrated does its work once it has', async ({
    page,
  }) => {
    // The scripts arrive late, so the tap lands well before React is there.
    await delayScripts(page, 800);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/about/history', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
    // Held by the loader, clicked again once hydrated: the menu opens.
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about/history', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'الوضع الداكن', exact: true });
    await toggle.click();
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('the phone menu opens, its sections open and Escape closes it, with no script of the page at all', async ({
    page,
  }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/about/history', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.locator('[data-mobile-menu]');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await menu.locator('summary').getByText('Study', { exact: true }).click();
    await menu.locator('summary').getByText('Programmes', { exact: true }).click();
    await expect(menu.locator('details[open]')).toHaveCount(2);
    await expect(menu.getByRole('link', { name: 'Information Technology' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
  });

  test('the desktop menus open, follow the arrow keys and close on Escape, with no script of the page at all', async ({
    page,
  }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about/history', { waitUntil: 'domcontentloaded' });
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const about = nav.getByRole('button', { name: 'عن الكلية' });
    await about.click();
    const panel = page.locator('[data-menu-panel="about"]');
    await expect(panel).toBeVisible();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    // Right to left: ArrowLeft is the next menu.
    await page.keyboard.press('ArrowLeft');
    const research = nav.getByRole('button', { name: 'البحث العلمي' });
    await expect(research).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[data-menu-panel="research"] a').first()).toBeFocused();
    await expect(panel).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-menu-panel="research"]')).toBeHidden();
    await expect(research).toBeFocused();
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
  });

  test('the theme toggle answers the first tap at once, with no script at all, on a page opened dark', async ({
    page,
  }) => {
    await useTheme(page, 'dark');
    // No script of the page ever arrives: the toggle is the page's own inline handler.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/en/about/history', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const toggle = page.getByRole('button', { name: 'Dark theme', exact: true });
    await toggle.click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
  });

  test('two quick taps on the theme toggle before the page has hydrated are two switches, and hydration keeps the result', async ({
    page,
  }) => {
    await useTheme(page, 'dark');
    await delayScripts(page, 2000);
    await page.goto('/about/history', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'الوضع الداكن', exact: true });
    await toggle.click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await toggle.click();
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
    await expect.poll(() => flag(page, LATE_SCRIPTS_HYDRATED)).toBe(true);
    // Nothing replayed, nothing inverted: light, as three taps from dark make it.
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('a click on a staff card before the page has hydrated selects it once it has; a second click deselects it', async ({
    page,
  }) => {
    await delayScripts(page, 800);
    await page.goto('/en/faculty-staff/directory', { waitUntil: 'domcontentloaded' });
    const card = page.getByTestId('staff-grid').getByRole('article').first();
    await card.getByRole('heading').click();
    // Shown as selected at once (gold-500's border), before any script has run.
    expect(await shownBeforeHydration(card, 'borderTopColor')).toEqual({
      colour: 'rgb(217, 159, 31)',
      hydrated: false,
    });
    await expect(card).toHaveAttribute('data-selected', 'true');
    await expect(page.getByRole('button', { name: 'Edit Data' })).toBeVisible();

    // Two quick clicks before hydration: selected, then deselected.
    await page.goto('/en/faculty-staff/directory', { waitUntil: 'domcontentloaded' });
    const again = page.getByTestId('staff-grid').getByRole('article').nth(1);
    await again.getByRole('heading').click();
    await again.getByRole('heading').click();
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
    await expect.poll(() => flag(page, LATE_SCRIPTS_HYDRATED)).toBe(true);
    await expect(again).not.toHaveAttribute('data-selected');
    await expect(page.getByRole('button', { name: 'Edit Data' })).toHaveCount(0);
  });

  test('a click on a semester’s table before the page has hydrated selects the semester once it has', async ({
    page,
  }) => {
    await delayScripts(page, 800);
    await page.goto('/en/academic-calendar', { waitUntil: 'domcontentloaded' });
    const section = page
      .getByRole('region')
      .filter({ has: page.getByRole('table') })
      .first();
    await section.getByRole('table').click();
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
    await expect(section).toHaveAttribute('data-selected', 'true');
    await expect(section.getByRole('button', { pressed: true })).toBeVisible();
  });

  test('the first tap is answered before the scripts start: nothing of the page runs between the touch and its click', async ({
    browser,
  }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    // Read at the touch and at its click, before the loader's own listeners (added later).
    await page.addInitScript((type) => {
      const state: Record<string, unknown> = {};
      Object.defineProperty(window, '__tap', { value: state });
      const read = () => ({
        dataBlocks: document.querySelectorAll(`script[type="${type}"]`).length,
        scripts: document.querySelectorAll('head script[src*="/_next/static/"]').length,
      });
      for (const name of ['pointerdown', 'click'])
        addEventListener(name, () => (state[name] ??= read()), { capture: true });
      // The frame that shows the open menu: what had started by then.
      addEventListener(
        'pointerdown',
        () => {
          const frame = () => {
            if (document.getElementById('site-menu')?.matches(':popover-open'))
              state.answered ??= read();
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { capture: true },
      );
    }, FLIGHT_TYPE);
    await page.goto('/about/history', { waitUntil: 'load' });
    await page.waitForTimeout(500);
    // Before the tap: the page data waits, and no script of the page has been added.
    const untouched = await page.evaluate(
      (type) => ({
        dataBlocks: document.querySelectorAll(`script[type="${type}"]`).length,
        scripts: document.querySelectorAll('head script[src*="/_next/static/"]').length,
      }),
      FLIGHT_TYPE,
    );
    expect(untouched.dataBlocks).toBeGreaterThan(0);
    await page.locator('button[popovertarget="site-menu"]').tap();
    await expect(page.locator('#site-menu')).toBeVisible();
    // Then the scripts start, and the page hydrates.
    await expect.poll(() => flag(page, LATE_SCRIPTS_HYDRATED)).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { __tap: unknown }).__tap);
    expect(seen).toEqual({ pointerdown: untouched, click: untouched, answered: untouched });
    await context.close();
  });

  test('on a slow phone (Lighthouse’s throttling), the menu and the theme toggle answer the first tap before any script has run', async ({
    browser,
  }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/about/history', { waitUntil: 'load' });
    const menuButton = page.locator('button[popovertarget="site-menu"]');
    await menuButton.tap();
    const panel = page.locator('#site-menu');
    await expect(panel).toBeVisible();
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
    const section = panel.locator('details').first();
    await section.locator('summary').first().tap();
    await expect(section).toHaveAttribute('open', '');
    await panel.locator(`button[${INLINE_ATTRIBUTE}]`).tap();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await context.close();
  });

  test('a tab clicked, or chosen with the arrow keys, before the tabs have hydrated is chosen once they have', async ({
    page,
  }) => {
    // The content pages' tabs are a chunk of their own, which arrives after the rest of the
    // page has hydrated (src/components/ui/lazy-tabs.tsx): the page's scripts here come late,
    // and a script asked for once they have run (the tabs' chunk) later still.
    let first = 0;
    await page.route('**/_next/static/**/*.js', async (route) => {
      const now = Date.now();
      first ||= now;
      await new Promise((resolve) => setTimeout(resolve, now - first > 200 ? 2000 : 500));
      await route.continue();
    });
    await page.goto('/en/campus-life/sports', { waitUntil: 'domcontentloaded' });
    const list = page.getByRole('tablist', { name: 'Sports facilities' });
    const gym = list.getByRole('tab', { name: 'Gym' });
    await gym.click();
    // Shown as the chosen tab at once (brand-600's underline), before any script has run.
    expect(await shownBeforeHydration(gym, 'borderBottomColor')).toEqual({
      colour: 'rgb(25, 111, 105)',
      hydrated: false,
    });
    // The rest of the page hydrates first; the tabs still wait for their chunk.
    await expect.poll(() => flag(page, LATE_SCRIPTS_HYDRATED)).toBe(true);
    await expect(gym).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page).toHaveURL(/\?tab=gym$/);

    // A keyboard visitor: Tab to the chosen tab, then End, before the scripts have run.
    await page.goto('/en/campus-life/sports', { waitUntil: 'domcontentloaded' });
    first = 0;
    await list.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('End');
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
    const tennis = list.getByRole('tab', { name: 'Tennis courts' });
    await expect(tennis).toHaveAttribute('aria-selected', 'true');
    await expect(tennis).toBeFocused();
  });

  test('a year chosen before the page has hydrated drives the calendar once it has', async ({
    page,
  }) => {
    await delayScripts(page, 800);
    await page.goto('/en/academic-calendar', { waitUntil: 'domcontentloaded' });
    const select = page.getByLabel('Academic year');
    const other = (await select.inputValue()) === '2023-2024' ? '2024-2025' : '2023-2024';
    await select.selectOption(other);
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
    await expect(
      page.getByRole('heading', { level: 2, name: `Academic Calendar ${other}` }),
    ).toBeVisible();
    await expect(select).toHaveValue(other);
  });

  test('words typed in the directory’s search before the page has hydrated are searched once it has', async ({
    page,
  }) => {
    await delayScripts(page, 800);
    await page.goto('/en/faculty-staff/directory', { waitUntil: 'domcontentloaded' });
    const cards = page.getByTestId('staff-grid').getByRole('article');
    await expect(cards).toHaveCount(8);
    await page.getByLabel('Search by name, department, title, e-mail or phone').fill('AMAL');
    expect(await flag(page, LATE_SCRIPTS_HYDRATED)).toBe(false);
    await expect.poll(() => flag(page, LATE_SCRIPTS_HYDRATED)).toBe(true);
    await expect(cards.getByRole('heading')).toHaveText('Dr Amal Eltayeb Ahmed');
  });

  test('the language toggle remembers the choice and confirms it before any script has run', async ({
    page,
    context,
  }) => {
    await delayScripts(page, 800);
    await page.goto('/about/history', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about\/history$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    // The notice the Arabic page left makes the English page start its scripts by itself.
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Language changed to English'),
    ).toBeVisible();
  });

  test('pages that need their script to show what they hold start it without a touch', async ({
    page,
  }) => {
    // The application form restores a saved draft.
    await page.goto('/en/admission/application', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => flag(page, LATE_SCRIPTS_HYDRATED)).toBe(true);
    // A tab named in the address is chosen by script.
    await page.goto('/en/admission?tab=international', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('tab', { name: 'International', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Without it in the address, the same page waits for the visitor.
    await page.goto('/en/admission', { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    expect(await startupScripts(page)).toEqual([]);
  });
});

test('npm start compresses a rewritten page with gzip, as next start did, and never brotli', async ({
  request,
}) => {
  for (const path of ['/about/history', '/en/news']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    // The page changed length in the rewrite: no stale Content-Length is sent.
    expect(response.headers()['content-length'], path).toBeUndefined();
    expect(lateScriptCalls(await response.text()).length, path).toBeGreaterThan(3);
  }
  const brOnly = await request.get('/about/history', { headers: { 'accept-encoding': 'br' } });
  expect(brOnly.headers()['content-encoding']).toBeUndefined();
  // Uncompressed, a page sent whole keeps a length: that of the rewritten page.
  expect(Number(brOnly.headers()['content-length'])).toBe((await brOnly.body()).length);
});

test("the build's own pages are rewritten whole, and the same however their bytes are cut", () => {
  // The pages `npm run build` prerendered, as npm start reads them before rewriting them
  // (runtime/late-scripts.ts). A page streams through the rewrite in pieces cut anywhere: cut
  // in pieces of several sizes (every byte its own piece, on one page), each must come out as
  // the page rewritten whole, and that with nothing left to load at once. The crawl checks the
  // pages as served (e2e/crawl.spec.ts); this, the cuts a test server's streaming never makes.
  const folder = path.join(path.dirname(test.info().config.configFile!), '.next/server/app');
  const pages = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .sort();
  expect(pages.length).toBeGreaterThan(50);
  const rewritten = (bytes: Buffer, piece: number) => {
    const rewriter = new LateScriptsRewriter();
    const out: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += piece) {
      out.push(rewriter.write(bytes.subarray(at, at + piece)));
    }
    return Buffer.concat([...out, rewriter.end()]);
  };
  const problems: string[] = [];
  for (const [index, name] of pages.entries()) {
    const bytes = readFileSync(path.join(folder, name));
    const whole = rewritten(bytes, bytes.length);
    problems.push(...lateScriptProblems(name, whole.toString('utf8')).problems);
    for (const piece of index === 0 ? [1, 61, 509, 4096] : [61, 509, 4096]) {
      if (!rewritten(bytes, piece).equals(whole)) {
        problems.push(`${name}: rewritten otherwise in pieces of ${piece} bytes`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('with Save-Data the pages use the system fonts and never download the web fonts', async ({
  browser,
}) => {
  // What Chrome reports when the visitor turned on Save-Data (Lite mode).
  const context = await browser.newContext();
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    }),
  );
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || request.url().endsWith('.woff2')) {
      fonts.push(request.url());
    }
  });
  // Even after an earlier visit fetched the fonts.
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('web-fonts', '1'));
  for (const path of ['/', '/en/about/history']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(await page.locator('html').getAttribute('data-save-data')).toBe('');
    expect(await page.locator('html').getAttribute('data-web-fonts')).toBeNull();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^Arial, Tahoma/,
    );
  }
  expect(fonts).toEqual([]);
  await context.close();
});

test.describe('search box', () => {
  test('lists pages whose titles match, tolerant of Arabic spelling', async ({ page }) => {
    await page.goto('/');
    // Typed without the hamza: the title is "التقويم الأكاديمي".
    await page.getByRole('searchbox', { name: 'البحث في الموقع' }).fill('التقويم الاكاديمي');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(
      // The page, then each published year (linked to the calendar opened on it).
      page
        .getByTestId('search-results')
        .getByRole('link', { name: 'التقويم الأكاديمي', exact: true }),
    ).toBeVisible();
    await expect(
      page
        .getByTestId('search-results')
        .getByRole('link', { name: 'التقويم الأكاديمي \u20662025-2026\u2069' }),
    ).toHaveAttribute('href', '/academic-calendar?year=2025-2026');
    await page.goto('/en/search?q=calendar');
    await expect(
      page
        .getByTestId('search-results')
        .getByRole('link', { name: 'Academic Calendar', exact: true }),
    ).toBeVisible();
  });
});

test.describe('security headers', () => {
  test('every response carries them', async ({ request }) => {
    for (const path of ['/', '/en/about/history', '/no-such-page', '/sitemap.xml']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-powered-by'], path).toBeUndefined();
    }
  });

  test('HSTS is sent only behind HTTPS', async ({ request }) => {
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
    const https = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers()['strict-transport-security']).toContain('max-age=');
  });
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/en/about/history');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const [path, menu, other, theme, searchName] of [
    ['/', 'فتح القائمة', 'English', 'الوضع الداكن', 'البحث في الموقع'],
    ['/en', 'Open menu', 'العربية', 'Dark theme', 'Search the site'],
  ] as const) {
    test(`one compact row: emblem and name, search and menu; the toggles in the menu (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      const header = page.locator('header').first();
      // Was about 45% of the first screen; now one row.
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
      const search = header.getByRole('link', { name: searchName });
      const button = header.getByRole('button', { name: menu });
      const logo = header.getByRole('link').first();
      const middle = async (locator: typeof search) => {
        const box = (await locator.boundingBox())!;
        return box.y + box.height / 2;
      };
      expect(Math.abs((await middle(search)) - (await middle(button)))).toBeLessThan(4);
      expect(Math.abs((await middle(logo)) - (await middle(button)))).toBeLessThan(8);
      // The toggles are not in the row…
      await expect(page.getByRole('link', { name: other, exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: theme })).toHaveCount(0);
      // …but in the open menu, and they work.
      await button.click();
      const panel = page.locator('[data-mobile-menu]');
      await panel.getByRole('button', { name: theme }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expect(panel.getByRole('link', { name: other, exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the search button opens the search page', async ({ page }) => {
    await page.goto('/en/admission');
    await page.locator('header').getByRole('link', { name: 'Search the site' }).click();
    await expect(page).toHaveURL(/\/en\/search$/);
    await expect(page.getByRole('searchbox').first()).toBeVisible();
  });
});

test.describe('notices', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a notice is announced in a live region and a swipe dismisses it', async ({ page }) => {
    await page.goto('/en/contact');
    // On a phone the language toggle is in the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('[data-mobile-menu] a[hreflang="ar"]').click();
    const region = page.getByRole('region', { name: 'الإشعارات' });
    const notice = region.getByRole('listitem').filter({ hasText: 'تم تغيير اللغة إلى العربية' });
    await expect(notice).toBeVisible();
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region.locator('ol')).toHaveAttribute('dir', 'rtl');

    // A short, slow drag snaps back…
    const box = (await notice.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, y, { steps: 5 });
    await page.waitForTimeout(300);
    await page.mouse.up();
    await expect(notice).toBeVisible();

    // …a long drag dismisses.
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 160, y, { steps: 8 });
    await page.mouse.up();
    await expect(notice).toHaveCount(0);
  });

  test('at most two notices show at once on a phone', async ({ page }) => {
    await page.goto('/en/faculty-staff/directory');
    const add = page.getByRole('button', { name: 'Add Employee' });
    for (let i = 0; i < 4; i++) await add.click();
    const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
    await expect(toasts).toHaveCount(4);
    await expect(toasts.and(page.locator('[data-visible="true"]'))).toHaveCount(2);
  });

  test('the dismiss button closes a notice', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByText('Language changed to English')).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(page.getByText('Language changed to English')).toHaveCount(0);
  });
});

test('a notice stays while the pointer rests on it', async ({ page }) => {
  // The page's clock, moved on by the test: no real seven-second wait.
  await page.clock.install();
  await page.goto('/contact');
  await page.getByRole('link', { name: 'English' }).click();
  const notice = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'Language changed to English' });
  await expect(notice).toBeVisible();
  await notice.hover();
  // Notices last 6 s; while hovered, one must outlive that.
  await page.clock.fastForward(7000);
  await expect(notice).toBeVisible();
  // Once the pointer leaves, it goes.
  await page.mouse.move(5, 5);
  await page.clock.fastForward(7000);
  await expect(notice).toHaveCount(0);
});

test.describe('type and focus details', () => {
  test('the header search box shows where the focus is', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search');
    const outline = () =>
      form.evaluate((node) => {
        const style = getComputedStyle(node);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
    expect((await outline()).style).toBe('none');
    await page.keyboard.press('Tab'); // the skip link
    await page.locator('#site-search').focus();
    expect(await outline()).toEqual({ style: 'solid', width: 3 });
  });

  test('Arabic is never slanted: the thesis titles are upright in Arabic, italic in English', async ({
    page,
  }) => {
    const thesisStyle = () =>
      page
        .locator('main p')
        .filter({ hasText: /^[«“]/ })
        .first()
        .evaluate((node) => getComputedStyle(node).fontStyle);
    await page.goto('/courses/hassan/biography');
    expect(await thesisStyle()).toBe('normal');
    await page.goto('/en/courses/hassan/biography');
    expect(await thesisStyle()).toBe('italic');
  });

  test('a number and its unit stay on one line (no-break space)', async ({ page }) => {
    await page.goto('/campus-life/sports');
    const text = await page.locator('main').innerText();
    expect(text).toContain('24\u00a0ساعة');
    expect(text).not.toContain('24 ساعة');
    await page.goto('/en/admission/application?tab=documents');
    expect(await page.locator('main').innerText()).toContain('5\u00a0MB');
  });
});
