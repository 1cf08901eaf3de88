import type { Metadata } from 'next';
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
import { pageLocale } from '@/components/page/info-page';
import { pageMetadata } from '@/components/page/metadata';
import { isLocale } from '@/i18n/routing';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? pageMetadata(locale, 'home') : {};
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <Hero locale={locale} />
      <QuickLinks locale={locale} />
      <InstructorPromo locale={locale} />
      <LatestNews locale={locale} />
      <Statistics locale={locale} />
      <Programmes locale={locale} />
      <Leadership locale={locale} />
      <UpcomingEvents locale={locale} />
    </>
  );
}
