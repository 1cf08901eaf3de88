import { getSections } from '@content/sections';
import { OpenPositions } from '@/components/careers/open-positions';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';
import { PageSections } from '@/components/sections/page-sections';

export const generateMetadata = metadataFor('careers');

/** /careers: the open positions (typed data), then how to apply and the rest as content sections. */
export default async function CareersPage({ params }: PageProps<'/[locale]/careers'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <PageHeader locale={locale} page="careers" />
      <div className="container-page pt-10">
        <OpenPositions locale={locale} />
      </div>
      <PageSections locale={locale} sections={getSections(locale, 'careers')} />
    </>
  );
}
