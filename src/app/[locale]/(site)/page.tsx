import { Fragment, type ReactNode } from 'react';
import {
  Hero,
  InstructorPromo,
  LatestNews,
  Leadership,
  Programmes,
  QuickLinks,
  Statistics,
  UpcomingEvents,
} from '@/components/home/home-sections';
import { KeyDates } from '@/components/admission/key-dates';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import type { HomeSectionId } from '@/lib/navigation';
import { metadataFor } from '@/components/page/metadata';
import { currentNavigation } from '@/server/navigation/navigation-desk';

// Read on each request: the latest news come from the database (issue #22).
export const dynamic = 'force-dynamic';

export const generateMetadata = metadataFor('home');

/** Each section after the hero (src/lib/navigation.ts). */
const sections: Record<HomeSectionId, (locale: Locale) => ReactNode> = {
  quickLinks: (locale) => <QuickLinks locale={locale} />,
  keyDates: (locale) => (
    <div className="container-page pb-12">
      <KeyDates locale={locale} />
    </div>
  ),
  instructorPromo: (locale) => <InstructorPromo locale={locale} />,
  latestNews: (locale) => <LatestNews locale={locale} />,
  statistics: (locale) => <Statistics locale={locale} />,
  programmes: (locale) => <Programmes locale={locale} />,
  leadership: (locale) => <Leadership locale={locale} />,
  upcomingEvents: (locale) => <UpcomingEvents locale={locale} />,
};

/** The hero, then the sections in the order the college published, the hidden ones left out. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <Hero locale={locale} />
      {currentNavigation()
        .home.filter((section) => section.shown)
        .map((section) => (
          <Fragment key={section.id}>{sections[section.id](locale)}</Fragment>
        ))}
    </>
  );
}
