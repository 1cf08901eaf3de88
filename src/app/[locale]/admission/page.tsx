import { KeyDates } from '@/components/admission/key-dates';
import { infoPage } from '@/components/page/info-page';

const page = infoPage('admission', {
  beforeSections: (locale) => (
    <div className="container-page pt-10">
      <KeyDates locale={locale} />
    </div>
  ),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
