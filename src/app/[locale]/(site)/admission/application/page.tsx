import { getMessages } from 'next-intl/server';
import { ApplicationWorkspace } from '@/components/application/application-workspace';
import { ExternalForm } from '@/components/application/external-form';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';
import { paymentRows, withApplicationFee } from '@/config/payment';
import { pathOf } from '@/config/routes';
import { siteConfig } from '@/config/site';
import { localePath } from '@/i18n/routing';
import { offeredIntakes, publishedFirstSemesters } from '@/lib/admission-dates';
import { applicationWindows } from '@/lib/application-windows';
import { currentFigures } from '@/lib/college-figures';
import { programmeNames } from '@content/programme-names';
import { readPublishedYears } from '@/server/calendar/published-calendar';
import { serverConfig } from '@/server/server-config';

export const generateMetadata = metadataFor('admission/application');

// The intakes offered follow the published academic calendar, read on each request (issue #22);
// never at build, which has no database to read.
export const dynamic = 'force-dynamic';

export default async function ApplicationPage({
  params,
}: PageProps<'/[locale]/admission/application'>) {
  const locale = await pageLocale(params);
  const messages = await getMessages({ locale });
  const labels = messages.Upload;
  const formUrl = siteConfig.applicationFormUrl;
  const now = new Date();
  const intakes = offeredIntakes(now, publishedFirstSemesters(await readPublishedYears(now)));
  return (
    <>
      <PageHeader locale={locale} page="admission/application" />
      <div className="container-page py-10">
        <ApplicationWorkspace
          locale={locale}
          labels={labels}
          formLabels={messages.ApplicationForm}
          receiptLabels={withApplicationFee(messages.Receipt, locale)}
          externalForm={formUrl ? <ExternalForm url={formUrl} labels={labels} /> : null}
          programmeNames={programmeNames(locale)}
          intakes={intakes}
          windows={applicationWindows(now)}
          earlyApplications={siteConfig.earlyApplications}
          minimums={currentFigures().minimums}
          retentionDays={serverConfig.applicationRetentionDays()}
          fee={{
            paymentMethod: siteConfig.paymentMethod[locale],
            account: paymentRows(locale),
            address: `${siteConfig.address[locale]}${locale === 'ar' ? '،' : ','} ${siteConfig.country[locale]}`,
            hours: siteConfig.officeHours[locale],
            phone: siteConfig.admissionPhone,
            email: siteConfig.admissionEmail,
          }}
          statusHref={localePath(locale, pathOf('admission/status'))}
          yourApplicationHref={localePath(locale, '/admission/your-application')}
        />
      </div>
    </>
  );
}
