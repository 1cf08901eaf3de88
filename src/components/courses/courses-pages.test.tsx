import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getCourses } from '@content/courses';
import { catalogues } from '@/i18n/catalogues';
import { subjects } from '@content/courses-schema';
import { BiographyBody } from './biography';
import { CoursesHomeBody } from './courses-home';
import { mailtoHref } from './course-ui';
import { SubjectBody } from './subject-page';

const locales = ['ar', 'en'] as const;

/** The opening tags of every element matching a tag name, with their attributes. */
function tags(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) => match[0]);
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
}

/** The href of each link, by its visible and screen-reader text. */
function linksByText(html: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const chunk of html.split('</a>')) {
    const start = chunk.lastIndexOf('<a ');
    if (start < 0) continue;
    const tag = /^<a\b[^>]*>/.exec(chunk.slice(start))![0];
    const text = chunk
      .slice(start + tag.length)
      .replace(/<[^>]+>/g, '')
      .trim();
    links.set(text, attribute(tag, 'href')!);
  }
  return links;
}

describe('lecture pages', () => {
  for (const locale of locales) {
    for (const subject of subjects) {
      it(`${subject} (${locale}): PDF lectures download and preview, the others say why they cannot`, () => {
        const content = getCourses(locale);
        const html = renderToStaticMarkup(<SubjectBody locale={locale} subject={subject} />);
        const anchors = tags(html, 'a');
        for (const lecture of content[subject].lectures) {
          if (lecture.file) {
            const links = anchors.filter((tag) => attribute(tag, 'href') === lecture.file);
            expect(links.filter((tag) => attribute(tag, 'download') !== undefined)).toHaveLength(1);
            const preview = links.find((tag) => attribute(tag, 'target') === '_blank');
            expect(attribute(preview!, 'rel')).toContain('noopener');
          } else {
            const noteId = `lecture-${lecture.id}-availability`;
            const buttons = tags(html, 'button').filter(
              (tag) => attribute(tag, 'aria-describedby') === noteId,
            );
            expect(buttons).toHaveLength(2);
            for (const button of buttons) expect(button).toMatch(/\sdisabled=""/);
            const note = new RegExp(`id="${noteId}"[^>]*>.*?<span>([^<]+)</span>`).exec(html)?.[1];
            expect(note).toBe(
              catalogues[locale].Courses.unavailable[lecture.type as 'video' | 'text'],
            );
          }
        }
      });

      it(`${subject} (${locale}): every external link opens a new tab with noopener and says so`, () => {
        const html = renderToStaticMarkup(<SubjectBody locale={locale} subject={subject} />);
        const external = [...html.matchAll(/<a\b[^>]*href="https:[^"]*"[^>]*>.*?<\/a>/g)].map(
          (match) => match[0],
        );
        expect(external.length).toBeGreaterThan(3);
        for (const link of external) {
          expect(attribute(link, 'target')).toBe('_blank');
          expect(attribute(link, 'rel')).toContain('noopener');
          expect(link).toContain(
            `<span class="sr-only"> ${catalogues[locale].Courses.opensInNewTab}</span>`,
          );
        }
      });
    }

    it(`ai (${locale}): Start Project writes to the instructor about that project`, () => {
      const content = getCourses(locale);
      const html = renderToStaticMarkup(<SubjectBody locale={locale} subject="ai" />);
      const mailtos = tags(html, 'a')
        .map((tag) => attribute(tag, 'href')!)
        .filter((href) => href.startsWith('mailto:'));
      expect(mailtos).toHaveLength(content.ai.projects.items.length);
      for (const [index, project] of content.ai.projects.items.entries()) {
        const url = new URL(mailtos[index]!);
        expect(url.pathname).toBe('hassan.eltayeb@alrowad.edu.sd');
        expect(url.searchParams.get('subject')).toBe(
          locale === 'en'
            ? `Project brief request: ${project.title}`
            : catalogues.ar.Courses.projectSubject.replace('{title}', project.title),
        );
      }
    });

    it(`biography (${locale}): Send Message and Book Appointment are e-mails to the instructor`, () => {
      const { biography } = getCourses(locale);
      const html = renderToStaticMarkup(<BiographyBody locale={locale} />);
      const links = linksByText(html);
      const send = links.get(biography.contact.sendMessage);
      const book = links.get(biography.contact.bookAppointment);
      expect(send).toBe('mailto:hassan.eltayeb@alrowad.edu.sd');
      const appointment = new URL(book!);
      expect(appointment.protocol + appointment.pathname).toBe(
        'mailto:hassan.eltayeb@alrowad.edu.sd',
      );
      expect(appointment.searchParams.get('subject')).toBe(biography.contact.appointmentSubject);
      for (const heading of [
        'education',
        'experience',
        'awards',
        'publications',
        'skills',
      ] as const) {
        expect(html).toContain(`>${biography[heading].heading}</h2>`);
      }
    });

    it(`home (${locale}): four features, six sections and the two calls to action`, () => {
      const html = renderToStaticMarkup(<CoursesHomeBody locale={locale} />);
      const prefix = locale === 'en' ? '/en' : '';
      const hrefs = tags(html, 'a').map((tag) => attribute(tag, 'href'));
      for (const page of ['math', 'statistics', 'it', 'ai', 'gis', 'biography']) {
        expect(hrefs).toContain(`${prefix}/courses/hassan/${page}`);
      }
      expect(hrefs.filter((href) => href === `${prefix}/courses/hassan/math`)).toHaveLength(2);
      expect(hrefs.filter((href) => href === `${prefix}/courses/hassan/it`)).toHaveLength(2);
      expect(html.match(/<h3/g)).toHaveLength(4 + 6);
    });
  }

  it('builds mailto addresses a mail program reads correctly', () => {
    expect(mailtoHref('a@b.sd', 'طلب موعد', 'سطر 1\nسطر 2')).toBe(
      'mailto:a@b.sd?subject=%D8%B7%D9%84%D8%A8%20%D9%85%D9%88%D8%B9%D8%AF&body=%D8%B3%D8%B7%D8%B1%201%0D%0A%D8%B3%D8%B7%D8%B1%202',
    );
  });
});
