import { getSections } from '@content/sections';
import { FaqStructuredData, PlatformHelp } from '@/components/e-services/platform-help';
import { pageLocale, SectionLinks } from '@/components/page/info-page';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';
import { PageSections } from '@/components/sections/page-sections';

export const generateMetadata = metadataFor('e-services/platform');

/**
 * /e-services/platform: the four areas as tabs (content sections), then the user guide, the
 * FAQ dialog and the technical support request dialog.
 */
export default async function PlatformPage({ params }: PageProps<'/[locale]/e-services/platform'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <FaqStructuredData locale={locale} />
      <PageHeader locale={locale} page="e-services/platform" />
      <PageSections locale={locale} sections={getSections(locale, 'e-services/platform')} />
      <PlatformHelp locale={locale} />
      <div className="container-page py-10">
        <SectionLinks locale={locale} page="e-services/platform" />
      </div>
    </>
  );
}
