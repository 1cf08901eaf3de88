import type { ReactNode } from 'react';
import { Clock, MapPin, MessageCircle, Navigation } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { siteConfig, whatsappHref } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { collegePhoneLines, emailLine, phoneLine, type ContactLineStyle } from './contact-line';
import { DirectionsLink } from './directions-link';
import { SocialLinks } from './social-links';
import { NewTabLink } from '@/components/ui/new-tab-link';

const look: ContactLineStyle = {
  row: 'flex items-start gap-3',
  icon: 'mt-1 size-5 shrink-0 text-brand-600 dark:text-brand-300',
  link: 'text-brand-700 hover:underline dark:text-brand-300',
};
const { row, icon } = look;

/** One of the two cards: general enquiries, the admission office. */
function ContactCard({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 p-6 dark:border-slate-700"
    >
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </section>
  );
}

/** The college's contact details: general enquiries and the admission office, with office hours. */
export async function ContactDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const labels = { phone: t('phone'), email: t('email') };
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ContactCard id="contact-general" heading={t('general')}>
        <li className={row}>
          <MapPin aria-hidden="true" className={icon} />
          <span>
            <span className="sr-only">{t('address')}: </span>
            <span data-testid="contact-address">
              {siteConfig.address[locale]}
              {locale === 'ar' ? '، ' : ', '}
              {siteConfig.country[locale]}
            </span>
          </span>
        </li>
        <li className={row}>
          <Navigation aria-hidden="true" className={`${icon} rtl:-scale-x-100`} />
          <DirectionsLink
            locale={locale}
            className="font-bold text-brand-700 hover:underline dark:text-brand-300"
          />
        </li>
        {collegePhoneLines(labels.phone, look)}
        {emailLine(siteConfig.infoEmail, labels.email, look)}
      </ContactCard>
      <ContactCard id="contact-admission" heading={t('admission')}>
        {phoneLine(siteConfig.admissionPhone, labels.phone, look)}
        {emailLine(siteConfig.admissionEmail, labels.email, look)}
        {whatsappHref() ? (
          <li className={row}>
            <MessageCircle aria-hidden="true" className={icon} />
            <NewTabLink
              href={whatsappHref()}
              className={look.link}
              data-testid="admission-whatsapp"
            >
              {t('whatsapp')}: <bdi dir="ltr">+{siteConfig.admissionWhatsapp}</bdi>
              <span className="sr-only"> ({t('whatsappNote')})</span>
            </NewTabLink>
          </li>
        ) : null}
        <li className={row}>
          <Clock aria-hidden="true" className={icon} />
          <span>
            {t('hours')}: {siteConfig.officeHours[locale]}
          </span>
        </li>
      </ContactCard>
      <SocialLinks locale={locale} className="md:col-span-2" />
    </div>
  );
}
