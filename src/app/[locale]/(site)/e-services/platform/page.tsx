import { FaqStructuredData, PlatformHelp } from '@/components/e-services/platform-help';
import { infoPage } from '@/components/page/info-page';

/**
 * /e-services/platform: the four areas as tabs (content sections), then the user guide, the
 * FAQ dialog (also published as FAQPage structured data) and the support request dialog.
 */
const page = infoPage('e-services/platform', {
  afterSections: (locale) => (
    <>
      <PlatformHelp locale={locale} />
      <FaqStructuredData locale={locale} />
    </>
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
