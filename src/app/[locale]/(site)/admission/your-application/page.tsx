import { getMessages, getTranslations } from 'next-intl/server';
import { YourApplication } from '@/components/admission/your-application';
import { unlistedPageMetadata } from '@/components/page/metadata';
import { paymentRows, withApplicationFee } from '@/config/payment';
import { pathOf } from '@/config/routes';
import { siteConfig } from '@/config/site';
import { translatorFor } from '@/i18n/catalogues';
import { pageLocale } from '@/i18n/page-locale';
import { localePath } from '@/i18n/routing';

export const generateMetadata = unlistedPageMetadata((locale) => {
  const t = translatorFor(locale, 'YourApplication');
  return { title: t('title'), description: t('description') };
});

/**
 * /admission/your-application: the page an applicant's personal link opens (issue #44). The
 * same static page for everyone; what belongs to the applicant comes from the API with the
 * link's key, never through the page's HTML or a cache. Never in the sitemap, the menus or the
 * search.
 */
export default async function YourApplicationPage({
  params,
}: PageProps<'/[locale]/admission/your-application'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'YourApplication' });
  const messages = await getMessages({ locale });
  return (
    <div className="container-page space-y-6 py-10">
      <h1 className="text-3xl font-bold text-brand-900 dark:text-white">{t('title')}</h1>
      <YourApplication
        locale={locale}
        labels={withApplicationFee(messages.YourApplication, locale)}
        statusLabels={withApplicationFee(messages.ApplicationStatus, locale)}
        slotNames={messages.Upload.slots}
        statusHref={localePath(locale, pathOf('admission/status'))}
        feesHref={`${localePath(locale, pathOf('admission/fees'))}#pay`}
        applicationHref={localePath(locale, pathOf('admission/application'))}
        payment={{ method: siteConfig.paymentMethod[locale], rows: paymentRows(locale) }}
      />
    </div>
  );
}
