import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/routing';

// Any path that no page claims: log it, then answer 404 with the localised not-found page.
export default async function UnknownPage({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale, rest } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  console.warn(`404 not found: /${locale === 'en' ? 'en/' : ''}${rest.join('/')}`);
  notFound();
}
