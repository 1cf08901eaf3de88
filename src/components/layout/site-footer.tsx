import { Link } from '@/components/ui/link';
import { MapPin } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { navLabelOf } from '@content/index';
import { pathOf, type RouteKey } from '@/config/routes';
import { siteConfig } from '@/config/site';
import { localePath, type Locale } from '@/i18n/routing';
import { Logo } from '../brand/logo';
import { collegePhoneLines, emailLine, type ContactLineStyle } from '../contact/contact-line';
import { DirectionsLink } from '../contact/directions-link';
import { SocialLinks } from '../contact/social-links';

const footerLinks: RouteKey[] = [
  'admission',
  'admission/fees',
  'academic-calendar',
  'faculty-staff/directory',
  'news',
  'events',
  'circulars',
  'careers',
  'contact',
];

const contactLook: ContactLineStyle = {
  row: 'flex items-center gap-2',
  icon: 'size-4 text-gold-400',
  link: 'hover:text-white hover:underline',
};

/**
 * The footer of every page: contact details (Sudan, two phones, the information e-mail), useful
 * links, the year and the accessibility statement.
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const year = new Date().getFullYear();
  const labels = { phone: t('phone'), email: t('email') };
  return (
    <footer className="mt-auto bg-slate-900 text-slate-200 dark:bg-black">
      <div className="container-page grid gap-8 py-10 md:grid-cols-3">
        <div>
          <div className="flex items-center gap-3">
            <Logo className="size-12 shrink-0" />
            <p className="font-bold text-white">{siteConfig.name[locale]}</p>
          </div>
          <p className="mt-3 text-sm text-slate-300">{t('about')}</p>
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 font-bold text-white">
            {t('contact')}
          </h2>
          <ul className="space-y-2 text-sm">
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>
                <span className="sr-only">{t('address')}: </span>
                <span data-testid="footer-address">{siteConfig.address[locale]}</span>
                {locale === 'ar' ? '، ' : ', '}
                <span className="sr-only">{t('country')}: </span>
                <span data-testid="footer-country">{siteConfig.country[locale]}</span>
                <br />
                <DirectionsLink
                  locale={locale}
                  className="font-bold text-gold-300 hover:text-white hover:underline"
                />
              </span>
            </li>
            {collegePhoneLines(labels.phone, contactLook)}
            {emailLine(siteConfig.infoEmail, labels.email, contactLook)}
          </ul>
          <SocialLinks locale={locale} className="mt-4" />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 font-bold text-white">
            {t('links')}
          </h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {footerLinks.map((key) => (
              <li key={key}>
                <Link
                  href={localePath(locale, pathOf(key))}
                  className="hover:text-white hover:underline"
                >
                  {navLabelOf(locale, key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-700">
        <div className="container-page flex flex-col items-center justify-center gap-x-6 gap-y-2 py-4 text-center text-sm text-slate-300 sm:flex-row">
          <p>{t('rights', { year, name: siteConfig.name[locale] })}</p>
          <Link
            href={localePath(locale, pathOf('accessibility'))}
            className="underline underline-offset-4 hover:text-white"
          >
            {t('accessibility')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
