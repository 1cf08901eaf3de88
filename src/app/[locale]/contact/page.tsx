import type { Metadata } from 'next';
import { ContactDetails } from '@/components/contact/contact-details';
import { pageLocale } from '@/components/page/info-page';
import { pageMetadata } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';
import { isLocale } from '@/i18n/routing';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? pageMetadata(locale, 'contact') : {};
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <PageHeader locale={locale} page="contact" />
      <div className="container-page py-10">
        <ContactDetails locale={locale} />
      </div>
    </>
  );
}
