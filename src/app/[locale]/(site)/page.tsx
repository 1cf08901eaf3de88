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
import { metadataFor } from '@/components/page/metadata';

// Read on each request: the latest news come from the database (issue #22).
export const dynamic = 'force-dynamic';

export const generateMetadata = metadataFor('home');

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <Hero locale={locale} />
      <QuickLinks locale={locale} />
      <div className="container-page pb-12">
        <KeyDates locale={locale} />
      </div>
      <InstructorPromo locale={locale} />
      <LatestNews locale={locale} />
      <Statistics locale={locale} />
      <Programmes locale={locale} />
      <Leadership locale={locale} />
      <UpcomingEvents locale={locale} />
    </>
  );
}
