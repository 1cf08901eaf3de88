import type { ReactNode } from 'react';
import type { Subject } from '@content/courses-schema';
import type { RouteKey } from '@/config/routes';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { metadataFor } from '../page/metadata';
import { PageHeader } from '../page/page-header';
import { BiographyBody } from './biography';
import { CoursesHomeBody } from './courses-home';
import { pageKeyOf } from './section-nav';
import { SubjectBody } from './subject-page';

/**
 * A route of the lecture collection (/courses/{slug}/…): the page's metadata, and the page as
 * its header over the body. Each route file names its page with one of the calls below.
 */
function coursePage(page: RouteKey, body: (locale: Locale) => ReactNode) {
  return {
    generateMetadata: metadataFor(page),
    async Page({ params }: { params: Promise<{ locale: string }> }) {
      const locale = await pageLocale(params);
      return (
        <>
          <PageHeader locale={locale} page={page} />
          {body(locale)}
        </>
      );
    },
  };
}

/** /courses/{slug}: the lecture collection's home. */
export const coursesHomePage = coursePage('courses', (locale) => (
  <CoursesHomeBody locale={locale} />
));

/** /courses/{slug}/biography: the instructor's biography and contact card. */
export const biographyPage = coursePage('courses/biography', (locale) => (
  <BiographyBody locale={locale} />
));

/** /courses/{slug}/{subject}: lectures, tools and resources of the subject. */
export function subjectPage(subject: Subject) {
  return coursePage(pageKeyOf(subject), (locale) => (
    <SubjectBody locale={locale} subject={subject} />
  ));
}
