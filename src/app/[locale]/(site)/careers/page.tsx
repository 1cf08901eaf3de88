import { OpenPositions } from '@/components/careers/open-positions';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';
import { PageSections } from '@/components/sections/page-sections';
import { pageWords } from '@/server/pages/published-pages';

export const generateMetadata = metadataFor('careers');

/** /careers: the open positions (typed data), then how to apply and the rest as content sections. */
export default async function CareersPage({ params }: PageProps<'/[locale]/careers'>) {
  const locale = await pageLocale(params);
  const words = await pageWords(locale, 'careers');
  return (
    <>
      <PageHeader locale={locale} page="careers" words={words} />
      <div className="container-page pt-10">
        <OpenPositions locale={locale} />
      </div>
      <PageSections locale={locale} sections={words.sections} />
    </>
  );
}
