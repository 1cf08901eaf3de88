import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoAccess } from '@/components/staff/no-access';
import { pageLocale } from '@/i18n/page-locale';

/**
 * Shown with 403 in place of a page of another role (src/proxy.ts rewrites to it; its own path
 * answers 404): drawn on the server, so it needs no script, unlike Next's forbidden() page.
 */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/staff/no-access'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Staff' });
  return { title: t('forbidden.title'), robots: { index: false, follow: false } };
}

export default async function NoAccessPage({ params }: PageProps<'/[locale]/staff/no-access'>) {
  return <NoAccess locale={await pageLocale(params)} />;
}
