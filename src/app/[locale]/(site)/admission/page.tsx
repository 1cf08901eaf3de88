import { KeyDates } from '@/components/admission/key-dates';
import { infoPage } from '@/components/page/info-page';

const page = infoPage('admission', {
  beforeSections: (locale) => (
    <div className="container-page pt-10">
      <KeyDates locale={locale} />
    </div>
  ),
});
// The key dates read the published academic calendar on each request (issue #22).
export const dynamic = 'force-dynamic';

export const generateMetadata = page.generateMetadata;
export default page.Page;
