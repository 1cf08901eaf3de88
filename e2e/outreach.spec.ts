import { parse as parseDisposition } from 'content-disposition';
import { expect, test, type APIResponse, type Locator, type Page } from './fixtures';
import ical, { type VEvent } from 'node-ical';
import { siteConfig } from '../src/config/site';
import { seriousViolations, useTheme } from './helpers';
import { openPositions } from '../content/outreach';
import { collegeToday } from '../src/lib/college-time';

/**
 * The outreach pages as a visitor meets them, in both languages: adding events to a calendar
 * (.ics downloads, Google Calendar and Outlook), the footer's accessibility statement, and the
 * map and directions on the contact page.
 */
const languages = [
  {
    locale: 'ar',
    prefix: '',
    addToCalendar: 'أضف إلى التقويم',
    allEvents: 'أضف جميع الفعاليات إلى تقويمك',
    newTab: 'يفتح في علامة تبويب جديدة',
    allEventsFile: 'فعاليات كلية الرواد للعلوم والتقانة.ics',
    footerLink: 'بيان إمكانية الوصول',
    accessibilityHeading: 'بيان إمكانية الوصول',
    mapName: /خريطة الشوارع المحيطة بالحرم الجامعي/,
    directionsHeading: 'كيف تصل إلى الحرم الجامعي',
    directions: ['شارع المشتل، عند تقاطعه مع شارع 35', 'حافلات خط السوق العربي – الرياض'],
    positionsHeading: 'الوظائف الشاغرة',
  },
  {
    locale: 'en',
    prefix: '/en',
    addToCalendar: 'Add to calendar',
    allEvents: 'Add all events to your calendar',
    newTab: 'opens in a new tab',
    allEventsFile: 'Al-Rowad College of Science and Technology – events.ics',
    footerLink: 'Accessibility statement',
    accessibilityHeading: 'Accessibility Statement',
    mapName: /Map of the streets around the campus/,
    directionsHeading: 'How to reach the campus',
    directions: [
      'Al-Mashtal Street, corner of Street 35',
      'Al-Souq Al-Arabi – Al-Riyadh minibuses',
    ],
    positionsHeading: 'Open positions',
  },
] as const;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Lightness (0 to 1) of a computed colour: oklch/oklab (L 0-1), lab/lch (L 0-100) or rgb. */
function lightness(color: string): number {
  const perceptual = /^(ok)?l(?:ab|ch)\(([\d.]+)(%?)/.exec(color);
  if (perceptual) {
    const value = Number(perceptual[2]);
    return perceptual[3] || !perceptual[1] ? value / 100 : value;
  }
  const [red, green, blue] = color.match(/[\d.]+/g)!.map(Number) as [number, number, number];
  return (red + green + blue) / 3 / 255;
}

/** The VEVENTs of a downloaded calendar file, after checking that it is one. */
async function calendarEvents(response: APIResponse, fileName: string): Promise<VEvent[]> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(parseDisposition(response.headers()['content-disposition']!)).toEqual({
    type: 'attachment',
    parameters: expect.objectContaining({ filename: fileName }),
  });
  const text = await response.text();
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  return Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  );
}

/** Checks one event card's three calendar actions; returns the event's title. */
async function checkEventCard(
  page: Page,
  card: Locator,
  language: (typeof languages)[number],
): Promise<string> {
  const id = (await card.getAttribute('id'))!;
  const title = (await card.getByRole('heading').textContent())!.trim();
  expect(title.length).toBeGreaterThan(0);

  // The .ics download: its name starts with what it says and names the event.
  const ics = card.getByRole('link', {
    // (Chromium puts a space before the visually hidden part: "Add to calendar : Open Day".)
    name: new RegExp(`^${escape(language.addToCalendar)}\\s*: ${escape(title)}`),
  });
  await expect(ics).toBeVisible();
  const href = (await ics.getAttribute('href'))!;
  expect(href).toBe(`/api/events/${language.locale}/${id}.ics`);
  const [entry, ...others] = await calendarEvents(await page.request.get(href), `${title}.ics`);
  expect(others).toHaveLength(0);
  expect(entry!.summary).toBe(title);
  expect(entry!.start.tz).toBe('Africa/Khartoum');

  // Google Calendar and Outlook on the web: a new tab, without access to this page.
  for (const [service, address] of [
    ['Google', 'https://calendar.google.com/calendar/render?action=TEMPLATE&'],
    ['Outlook', 'https://outlook.live.com/calendar/0/deeplink/compose?'],
  ] as const) {
    const link = card.getByRole('link', {
      name: new RegExp(`${service}.*${escape(title)}.*${escape(language.newTab)}`),
    });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    expect(await link.getAttribute('href')).toContain(address);
    // "opens in a new tab" is for screen readers only.
    await expect(link.locator('.sr-only', { hasText: language.newTab })).toHaveCSS(
      'position',
      'absolute',
    );
  }
  const google = new URL((await card.getByRole('link', { name: /Google/ }).getAttribute('href'))!);
  expect(google.searchParams.get('text')).toBe(title);
  expect(google.searchParams.get('ctz')).toBe('Africa/Khartoum');
  expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}\/\d{8}T\d{6}$/);
  const outlook = new URL(
    (await card.getByRole('link', { name: /Outlook/ }).getAttribute('href'))!,
  );
  expect(outlook.searchParams.get('subject')).toBe(title);
  expect(outlook.searchParams.get('startdt')).toMatch(/T\d{2}:\d{2}:00\+02:00$/);
  expect(outlook.searchParams.get('enddt')).toMatch(/T\d{2}:\d{2}:00\+02:00$/);
  return title;
}

for (const language of languages) {
  test.describe(`outreach pages (${language.locale})`, () => {
    test('every event on /events can be added to a calendar, one by one or all at once', async ({
      page,
    }) => {
      await page.goto(`${language.prefix}/events`);
      const cards = page.locator('main li[id]');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(4);
      const titles: string[] = [];
      for (let index = 0; index < count; index += 1) {
        titles.push(await checkEventCard(page, cards.nth(index), language));
      }

      const all = page.getByRole('link', { name: language.allEvents });
      await expect(all).toBeVisible();
      const entries = await calendarEvents(
        await page.request.get((await all.getAttribute('href'))!),
        language.allEventsFile,
      );
      expect(entries.map((entry) => entry.summary)).toEqual(titles);
    });

    test('the home page offers the same calendar links for its upcoming events', async ({
      page,
    }) => {
      await page.goto(language.prefix || '/');
      const section = page.locator('section[aria-labelledby="events"]');
      const cards = section.locator('li[id]');
      await expect(cards.first()).toBeVisible();
      await checkEventCard(page, cards.first(), language);
      await expect(section.getByRole('link', { name: language.allEvents })).toHaveAttribute(
        'href',
        `/api/events/${language.locale}/all-events.ics`,
      );
    });

    test('an unknown event has no calendar file', async ({ page }) => {
      const response = await page.request.get(`/api/events/${language.locale}/no-such-event.ics`);
      expect(response.status()).toBe(404);
    });

    test('the footer links to the accessibility statement', async ({ page }) => {
      await page.goto(`${language.prefix}/contact`);
      const link = page.locator('footer').getByRole('link', { name: language.footerLink });
      await expect(link).toHaveAttribute('href', `${language.prefix}/accessibility`);
      const response = await page.request.get(`${language.prefix}/accessibility`);
      expect(response.status()).toBe(200);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/accessibility$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language.accessibilityHeading,
      );
      await expect(page.locator('main')).toContainText('WCAG 2.2');
      await expect(
        page.locator('main a[href="mailto:accessibility@alrowad.edu.sd"]'),
      ).toBeVisible();
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`/contact shows the map with its text alternative and the directions (${theme})`, async ({
        page,
      }) => {
        await useTheme(page, theme);
        await page.goto(`${language.prefix}/contact`);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        const map = page.getByRole('img', { name: language.mapName });
        await expect(map).toBeVisible();
        expect((await map.boundingBox())!.height).toBeGreaterThan(150);
        // The map is drawn for the theme: its land is light in the light theme, dark in the dark.
        const land = await map
          .locator('rect')
          .first()
          .evaluate((rect) => getComputedStyle(rect).fill);
        expect(theme === 'light' ? lightness(land) > 0.85 : lightness(land) < 0.4, land).toBe(true);
        // The directions in words, beside the map.
        await expect(
          page.getByRole('heading', { level: 2, name: language.directionsHeading }),
        ).toBeVisible();
        const directions = page.getByRole('region', { name: language.directionsHeading });
        for (const words of language.directions) {
          await expect(directions.getByText(words, { exact: false })).toBeVisible();
        }
      });
    }

    test('the footer and /contact give the street address and a way to get there; unset channels stay out', async ({
      page,
    }) => {
      await page.goto(`${language.prefix}/contact`);
      const { lat, lon } = siteConfig.coordinates;
      const directions = `https://www.openstreetmap.org/directions?route=%3B${lat}%2C${lon}#map=17/${lat}/${lon}`;
      const footer = page.locator('footer');
      await expect(footer.getByTestId('footer-address')).toHaveText(
        siteConfig.address[language.locale],
      );
      await expect(footer.locator(`a[href="${directions}"]`)).toHaveAttribute('target', '_blank');
      const main = page.locator('main');
      await expect(main.getByTestId('contact-address')).toContainText(
        siteConfig.address[language.locale],
      );
      await expect(main.locator(`a[href="${directions}"]`)).toBeVisible();
      // WhatsApp and social channels are shown only when configured (not on the test server).
      await expect(page.getByTestId('admission-whatsapp')).toHaveCount(0);
      await expect(page.getByTestId('social-links')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the campus map stays readable on a phone: labels of about 15 px, scrolled sideways', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${language.prefix}/contact`);
      const map = page.getByRole('img', { name: language.mapName });
      const label = map.locator('text').first();
      expect((await label.boundingBox())!.height).toBeGreaterThanOrEqual(13);
      const scroller = page.getByTestId('campus-map-scroll');
      await scroller.focus();
      await expect(scroller).toBeFocused();
      const before = await scroller.evaluate((node) => node.scrollLeft);
      await page.keyboard.press(language.locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect
        .poll(() => scroller.evaluate((node) => Math.abs(node.scrollLeft)))
        .toBeGreaterThan(Math.abs(before));
    });

    test('/careers lists the open positions, each with an application e-mail', async ({ page }) => {
      await page.goto(`${language.prefix}/careers`);
      const positions = page.locator('section[aria-labelledby="positions"] article');
      // Those whose last day has not passed (a closed one leaves the list by itself).
      const open = openPositions(language.locale, collegeToday());
      await expect(positions).toHaveCount(open.length);
      expect(
        await positions.evaluateAll((articles) => articles.map((article) => article.id)),
      ).toEqual(open.map((position) => position.ref.toLowerCase()));
      for (const position of await positions.all()) {
        const ref = (await position.getAttribute('id'))!.toUpperCase();
        const apply = position.locator('a[href^="mailto:careers@alrowad.edu.sd?subject="]');
        await expect(apply).toBeVisible();
        const subject = new URL((await apply.getAttribute('href'))!).searchParams.get('subject');
        expect(decodeURIComponent(subject!)).toContain(ref);
      }
      await expect(
        page.getByRole('heading', { level: 2, name: language.positionsHeading }),
      ).toBeVisible();
    });
  });
}
