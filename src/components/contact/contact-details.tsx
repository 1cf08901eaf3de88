import { Clock, Mail, MapPin, MessageCircle, Navigation, Phone } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { siteConfig, telHref, whatsappHref } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { DirectionsLink } from './directions-link';
import { SocialLinks } from './social-links';
import { NewTabLink } from '@/components/ui/new-tab-link';

/** The college's contact details: general enquiries and the admission office, with office hours. */
export async function ContactDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const row = 'flex items-start gap-3';
  const icon = 'mt-1 size-5 shrink-0 text-brand-600 dark:text-brand-300';
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section
        aria-labelledby="contact-general"
        className="rounded-xl border border-slate-200 p-6 dark:border-slate-700"
      >
        <h2 id="contact-general" className="text-xl font-bold">
          {t('general')}
        </h2>
        <ul className="mt-4 space-y-3">
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
          {siteConfig.phones.map((phone) => (
            <li key={phone} className={row}>
              <Phone aria-hidden="true" className={icon} />
              <span className="sr-only">{t('phone')}: </span>
              <a
                href={telHref(phone)}
                dir="ltr"
                className="text-brand-700 hover:underline dark:text-brand-300"
              >
                {phone}
              </a>
            </li>
          ))}
          <li className={row}>
            <Mail aria-hidden="true" className={icon} />
            <span className="sr-only">{t('email')}: </span>
            <a
              href={`mailto:${siteConfig.infoEmail}`}
              dir="ltr"
              className="text-brand-700 hover:underline dark:text-brand-300"
            >
              {siteConfig.infoEmail}
            </a>
          </li>
        </ul>
      </section>
      <section
        aria-labelledby="contact-admission"
        className="rounded-xl border border-slate-200 p-6 dark:border-slate-700"
      >
        <h2 id="contact-admission" className="text-xl font-bold">
          {t('admission')}
        </h2>
        <ul className="mt-4 space-y-3">
          <li className={row}>
            <Phone aria-hidden="true" className={icon} />
            <span className="sr-only">{t('phone')}: </span>
            <a
              href={telHref(siteConfig.admissionPhone)}
              dir="ltr"
              className="text-brand-700 hover:underline dark:text-brand-300"
            >
              {siteConfig.admissionPhone}
            </a>
          </li>
          <li className={row}>
            <Mail aria-hidden="true" className={icon} />
            <span className="sr-only">{t('email')}: </span>
            <a
              href={`mailto:${siteConfig.admissionEmail}`}
              dir="ltr"
              className="text-brand-700 hover:underline dark:text-brand-300"
            >
              {siteConfig.admissionEmail}
            </a>
          </li>
          {whatsappHref() ? (
            <li className={row}>
              <MessageCircle aria-hidden="true" className={icon} />
              <NewTabLink
                href={whatsappHref()}
                className="text-brand-700 hover:underline dark:text-brand-300"
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
        </ul>
      </section>
      <SocialLinks locale={locale} className="md:col-span-2" />
    </div>
  );
}
