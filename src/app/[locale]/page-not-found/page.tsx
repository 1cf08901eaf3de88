import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { NotFoundContent } from '@/components/page/not-found-content';
import { siteConfig } from '@/config/site';
import { isLocale } from '@/i18n/routing';

/**
 * The not-found page, prerendered like every other page. src/proxy.ts rewrites every path that
 * no page claims to it with status 404: Next.js 16 answers a notFound() thrown while rendering
 * with an HTML shell that only JavaScript fills in, which would leave the 404 page blank for
 * visitors and crawlers without JavaScript.
 */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/page-not-found'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return {
    title: { absolute: `${t('title')} – ${siteConfig.name[locale]}` },
    description: t('note'),
    robots: { index: false },
  };
}

export default async function PageNotFound({ params }: PageProps<'/[locale]/page-not-found'>) {
  await pageLocale(params);
  return <NotFoundContent />;
}
