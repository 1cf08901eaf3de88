import { expect, test, type Locator, type Page } from './fixtures';
import { getCourses } from '../content/courses';
import { subjects } from '../content/courses-schema';
import { localePath } from '../src/i18n/routing';

/**
 * The instructor's lecture pages as a visitor uses them, in both languages: lectures with their
 * format and level in words, PDF notes that download and open in a new tab, buttons that are
 * disabled say why, links to other sites that say they open a new tab, and the e-mail actions.
 */

const base = '/courses/hassan';
const email = 'hassan.eltayeb@alrowad.edu.sd';

/** What each language shows, written out here so a change of wording is caught. */
const words = {
  ar: {
    types: ['PDF', 'فيديو', 'نص'],
    levels: ['مبتدئ', 'متوسط', 'متقدم'],
    download: 'تنزيل',
    preview: 'معاينة',
    visit: 'زيارة',
    newTab: 'يُفتح في علامة تبويب جديدة',
    unavailable: 'متاحة في قاعة المحاضرات',
    sendMessage: 'أرسل رسالة',
    bookAppointment: 'احجز موعداً',
    appointmentSubject: 'طلب موعد',
    startProject: 'ابدأ المشروع',
    free: 'مجاني',
    commercial: 'تجاري',
    startMath: 'ابدأ بالرياضيات',
  },
  en: {
    types: ['PDF', 'Video', 'Text'],
    levels: ['Beginner', 'Intermediate', 'Advanced'],
    download: 'Download',
    preview: 'Preview',
    visit: 'Visit',
    newTab: 'opens in a new tab',
    unavailable: 'Available in the lecture hall',
    sendMessage: 'Send Message',
    bookAppointment: 'Book Appointment',
    appointmentSubject: 'Appointment request',
    startProject: 'Start Project',
    free: 'Free',
    commercial: 'Commercial',
    startMath: 'Start with mathematics',
  },
} as const;

function lectureCard(page: Page, title: string): Locator {
  return page.getByTestId('lecture').filter({ has: page.getByRole('heading', { name: title }) });
}

for (const locale of ['ar', 'en'] as const) {
  const w = words[locale];
  const content = getCourses(locale);

  test.describe(`lecture pages (${locale})`, () => {
    for (const subject of subjects) {
      test(`${subject}: lectures show their format and level in words`, async ({ page }) => {
        await page.goto(localePath(locale, `${base}/${subject}`));
        const lectures = page.getByTestId('lecture');
        await expect(lectures).toHaveCount(content[subject].lectures.length);
        for (const lecture of content[subject].lectures) {
          const card = lectureCard(page, lecture.title);
          const type = w.types[['pdf', 'video', 'text'].indexOf(lecture.type)]!;
          const level = w.levels[['beginner', 'intermediate', 'advanced'].indexOf(lecture.level)]!;
          await expect(card.locator('[data-lecture-type]')).toBeVisible();
          await expect(card.locator('[data-lecture-type]')).toContainText(type);
          await expect(card.locator('[data-level]')).toBeVisible();
          await expect(card.locator('[data-level]')).toContainText(level);
        }
        // Every format and every level appears on every subject page.
        const main = page.locator('main');
        for (const text of [...w.types, ...w.levels]) {
          await expect(
            main.locator('[data-lecture-type], [data-level]').filter({ hasText: text }).first(),
          ).toBeVisible();
        }
      });

      test(`${subject}: a PDF lecture downloads and previews in a new tab`, async ({
        page,
        context,
      }) => {
        await page.goto(localePath(locale, `${base}/${subject}`));
        const lecture = content[subject].lectures.find((item) => item.file)!;
        const card = lectureCard(page, lecture.title);

        const download = card.getByRole('link', { name: new RegExp(`^${w.download}`) });
        await expect(download).toHaveAttribute('download', /\.pdf$/);
        const href = (await download.getAttribute('href'))!;
        expect(href).toBe(`/downloads/courses/${lecture.id}-${locale}.pdf`);
        const response = await page.request.get(href);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        // The browser's PDF viewer may embed our own file (the site's policy forbids plugins).
        expect(response.headers()['content-security-policy']).toContain("object-src 'self'");
        const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
        expect(file.suggestedFilename()).toBe(`${lecture.id}-${locale}.pdf`);

        const preview = card.getByRole('link', { name: new RegExp(`^${w.preview}.*${w.newTab}`) });
        await expect(preview).toHaveAttribute('target', '_blank');
        await expect(preview).toHaveAttribute('rel', /noopener/);
        // A new tab asks for the file (shown by the browser's PDF viewer where it has one).
        const [tab, asked] = await Promise.all([
          context.waitForEvent('page'),
          context.waitForEvent('request', (request) => new URL(request.url()).pathname === href),
          preview.click(),
        ]);
        expect(asked.frame().page()).toBe(tab);
        expect(page.url()).toContain(`${base}/${subject}`);
      });

      test(`${subject}: lectures without a file have disabled buttons that say why`, async ({
        page,
      }) => {
        await page.goto(localePath(locale, `${base}/${subject}`));
        const lecture = content[subject].lectures.find((item) => !item.file)!;
        const card = lectureCard(page, lecture.title);
        await expect(card.getByText(w.unavailable)).toBeVisible();
        for (const name of [w.download, w.preview]) {
          const button = card.getByRole('button', { name: new RegExp(`^${name}`) });
          await expect(button).toBeDisabled();
          await expect(button).toHaveAccessibleDescription(new RegExp(w.unavailable));
        }
        await expect(card.getByRole('link')).toHaveCount(0);
      });

      test(`${subject}: tools and resources open other sites in a new tab`, async ({ page }) => {
        await page.goto(localePath(locale, `${base}/${subject}`));
        const visits = page
          .locator('#resources')
          .getByRole('link', { name: new RegExp(`^${w.visit}`) });
        await expect(visits).toHaveCount(content[subject].resources.length);
        const external = page.locator('main a[href^="https://"]');
        expect(await external.count()).toBeGreaterThan(content[subject].resources.length);
        for (const link of await external.all()) {
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
          await expect(link).toHaveAccessibleName(new RegExp(w.newTab));
        }
      });
    }

    test('gis: specialised software is marked free or commercial in words', async ({ page }) => {
      await page.goto(localePath(locale, `${base}/gis`));
      const software = page.getByTestId('software');
      await expect(software).toHaveCount(content.gis.software.items.length);
      await expect(software.locator('[data-licence="free"]').first()).toHaveText(
        new RegExp(w.free),
      );
      await expect(software.locator('[data-licence="commercial"]').first()).toHaveText(
        new RegExp(w.commercial),
      );
    });

    test('ai: Start Project writes to the instructor about that project', async ({ page }) => {
      await page.goto(localePath(locale, `${base}/ai`));
      const start = page.getByRole('link', { name: new RegExp(`^${w.startProject}`) });
      await expect(start).toHaveCount(content.ai.projects.items.length);
      const url = new URL((await start.first().getAttribute('href'))!);
      expect(url.protocol + url.pathname).toBe(`mailto:${email}`);
      expect(url.searchParams.get('subject')).toContain(content.ai.projects.items[0]!.title);
    });

    test('biography: Send Message and Book Appointment are e-mails to the instructor', async ({
      page,
    }) => {
      await page.goto(localePath(locale, `${base}/biography`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const send = page.getByRole('link', { name: w.sendMessage, exact: true });
      await expect(send).toHaveAttribute('href', `mailto:${email}`);
      const book = page.getByRole('link', { name: w.bookAppointment, exact: true });
      const url = new URL((await book.getAttribute('href'))!);
      expect(url.protocol + url.pathname).toBe(`mailto:${email}`);
      expect(url.searchParams.get('subject')).toBe(w.appointmentSubject);
      await expect(page.getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}`,
      );
    });

    test('home: six sections and a call to action that leads to mathematics', async ({ page }) => {
      await page.goto(localePath(locale, base));
      for (const section of ['math', 'statistics', 'it', 'ai', 'gis', 'biography']) {
        await expect(
          page.locator(`#sections a[href="${localePath(locale, `${base}/${section}`)}"]`),
        ).toBeVisible();
      }
      await expect(page.locator(`a[href="${localePath(locale, `${base}/it`)}"]`)).toHaveCount(2);
      await page.getByRole('link', { name: w.startMath }).click();
      await expect(page).toHaveURL(new RegExp(`${base}/math$`));
    });
    // Every lecture page passes axe in both themes as e2e/accessibility.spec.ts checks each
    // page of the route registry.
  });
}
