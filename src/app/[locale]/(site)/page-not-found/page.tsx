import { pageLocale } from '@/i18n/page-locale';
import { translatorFor } from '@/i18n/catalogues';
import { unlistedPageMetadata } from '@/components/page/metadata';
import { NotFoundContent } from '@/components/page/not-found-content';

/**
 * The not-found page, prerendered like every other page. src/proxy.ts rewrites every path that
 * no page claims to it with status 404: Next.js 16 answers a notFound() thrown while rendering
 * with an HTML shell that only JavaScript fills in, which would leave the 404 page blank for
 * visitors and crawlers without JavaScript.
 */
export const generateMetadata = unlistedPageMetadata((locale) => {
  const t = translatorFor(locale, 'NotFound');
  return { title: t('title'), description: t('note') };
});

export default async function PageNotFound({ params }: PageProps<'/[locale]/page-not-found'>) {
  await pageLocale(params);
  return <NotFoundContent />;
}
