import { getMessages } from 'next-intl/server';
import { StatusLookup } from '@/components/admission/status-lookup';
import { infoPage } from '@/components/page/info-page';
import { withApplicationFee } from '@/config/payment';
import { pathOf } from '@/config/routes';
import { localePath, type Locale } from '@/i18n/routing';

/** The lookup form, with its words from the `ApplicationStatus` catalogue. */
async function Lookup({ locale }: { locale: Locale }) {
  const labels = withApplicationFee((await getMessages({ locale })).ApplicationStatus, locale);
  return (
    <div className="container-page pt-10">
      <StatusLookup
        locale={locale}
        labels={labels}
        // The fees page's "How to pay, and whom to ask".
        feesHref={`${localePath(locale, pathOf('admission/fees'))}#pay`}
      />
    </div>
  );
}

/**
 * /admission/status: the page's header and intro, the lookup (a client component), then where to
 * find the reference number, whom to ask, and the other admission pages.
 */
const page = infoPage('admission/status', {
  beforeSections: (locale) => <Lookup locale={locale} />,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
