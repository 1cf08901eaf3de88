import { getMessages, getTranslations } from 'next-intl/server';
import { LetterCheck } from '@/components/admission/letter-check';
import { unlistedPageMetadata } from '@/components/page/metadata';
import { siteConfig } from '@/config/site';
import { translatorFor } from '@/i18n/catalogues';
import { pageLocale } from '@/i18n/page-locale';
import { fillNodes } from '@/lib/template';

export const generateMetadata = unlistedPageMetadata((locale) => {
  const t = translatorFor(locale, 'VerifyLetter');
  return { title: t('title'), description: t('description') };
});

/**
 * /admission/verify-letter: where anyone who holds an admission letter checks its code (the
 * letter prints this address). The same static page for everyone; what a code says comes from
 * the API, never through the page's HTML or a cache. Never in the sitemap, the menus or the
 * search.
 */
export default async function VerifyLetterPage({
  params,
}: PageProps<'/[locale]/admission/verify-letter'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'VerifyLetter' });
  const messages = await getMessages({ locale });
  return (
    <div className="container-page space-y-6 py-10">
      <h1 className="text-3xl font-bold text-brand-900 dark:text-white">{t('title')}</h1>
      <LetterCheck
        locale={locale}
        labels={messages.VerifyLetter}
        office={{ email: siteConfig.admissionEmail }}
      />
      <p className="max-w-2xl">
        {fillNodes(messages.VerifyLetter.office, {
          email: (
            <a
              key="email"
              href={`mailto:${siteConfig.admissionEmail}`}
              dir="ltr"
              className="font-bold text-brand-700 underline dark:text-brand-300"
            >
              {siteConfig.admissionEmail}
            </a>
          ),
          phone: (
            <bdi key="phone" dir="ltr" className="whitespace-nowrap">
              {siteConfig.admissionPhone}
            </bdi>
          ),
        })}
      </p>
    </div>
  );
}
