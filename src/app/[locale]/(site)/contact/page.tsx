import { CampusDirections } from '@/components/contact/campus-directions';
import { getMessages } from 'next-intl/server';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import { pageLocale } from '@/i18n/page-locale';
import { metadataFor } from '@/components/page/metadata';
import { PageHeader } from '@/components/page/page-header';

export const generateMetadata = metadataFor('contact');

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  return (
    <>
      <PageHeader locale={locale} page="contact" />
      <div className="container-page space-y-12 py-10">
        <ContactDetails locale={locale} />
        <ContactForm locale={locale} labels={(await getMessages({ locale })).ContactForm} />
        <CampusDirections locale={locale} />
      </div>
    </>
  );
}
