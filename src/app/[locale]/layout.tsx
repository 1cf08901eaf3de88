import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/notices/toaster';
import { themeScript } from '@/components/theme/theme-script';
import { DirectionProvider } from '@/components/ui/direction-provider';
import { siteConfig } from '@/config/site';
import { dirOf, isLocale, locales } from '@/i18n/routing';
import { arabicFont, latinFont } from '../fonts';

export const dynamicParams = false;
// Pages are static; regenerating them hourly keeps the footer's year current.
export const revalidate = 3600;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return {
    applicationName: siteConfig.name[locale],
  };
}

export const viewport: Viewport = {
  themeColor: '#144946',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale });

  return (
    <html
      lang={locale}
      dir={dirOf(locale)}
      className={`${arabicFont.variable} ${latinFont.variable}`}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body>
        <DirectionProvider dir={dirOf(locale)}>
          <>
            <a
              href="#main"
              className="sr-only z-50 rounded bg-gold-400 px-4 py-2 font-bold text-slate-900 focus:not-sr-only focus:absolute focus:start-4 focus:top-4"
            >
              {t('Shell.skipToContent')}
            </a>
            <SiteHeader locale={locale} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter locale={locale} />
            <Toaster
              dir={dirOf(locale)}
              regionLabel={t('Notices.region')}
              dismissLabel={t('Notices.dismiss')}
              pending={{ language: t('Language.changed') }}
            />
          </>
        </DirectionProvider>
      </body>
    </html>
  );
}
