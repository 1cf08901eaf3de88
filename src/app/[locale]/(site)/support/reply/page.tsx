import { getMessages, getTranslations } from 'next-intl/server';
import { unlistedPageMetadata } from '@/components/page/metadata';
import { SupportFollowUp } from '@/components/support/support-follow-up';
import { pathOf } from '@/config/routes';
import { translatorFor } from '@/i18n/catalogues';
import { pageLocale } from '@/i18n/page-locale';
import { localePath } from '@/i18n/routing';

export const generateMetadata = unlistedPageMetadata((locale) => {
  const t = translatorFor(locale, 'SupportReply');
  return { title: t('title'), description: t('description') };
});

/**
 * /support/reply: where a support requester answers into their own request, from the link in
 * the desk's e-mails (issue #45; src/server/support/support-link.ts). The same static page for
 * everyone; the request is named by the link's fragment, read by the page's script, never
 * through the page's HTML or a cache. Never in the sitemap, the menus or the search.
 */
export default async function SupportReplyPage({ params }: PageProps<'/[locale]/support/reply'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SupportReply' });
  const messages = await getMessages({ locale });
  return (
    <div className="container-page space-y-6 py-10">
      <h1 className="text-3xl font-bold text-brand-900 dark:text-white">{t('title')}</h1>
      <SupportFollowUp
        locale={locale}
        labels={messages.SupportReply}
        newRequestHref={localePath(locale, pathOf('e-services/platform'))}
      />
    </div>
  );
}
