import type { Metadata, Viewport } from 'next';
import type { CSSProperties } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Toaster } from '@/components/notices/toaster';
import { HydrationSignal } from '@/components/layout/hydration-signal';
import { menuScript } from '@/components/navigation/menu-script';
import { CollegeJsonLd } from '@/components/seo/structured-data';
import {
  languageToggleScript,
  printStampScript,
  serviceWorkerScript,
  themeScript,
  themeToggleScript,
  webFontsFetchScript,
  webFontsScript,
} from '@/components/theme/theme-script';
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
    // The web app manifest in the page's language (installable, named and laid out in it).
    manifest: `/api/manifest/${locale}.webmanifest`,
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
      // The site's address, written after each internal link of a printed page (globals.css).
      style={{ '--site-origin': JSON.stringify(siteConfig.siteUrl) } as CSSProperties}
      suppressHydrationWarning
    >
      <head>
        <script
          dangerouslySetInnerHTML={{
            __html:
              themeScript +
              webFontsScript +
              printStampScript +
              languageToggleScript +
              themeToggleScript +
              menuScript +
              webFontsFetchScript +
              // Not while developing: a worker keeping pages would hide the changes being made.
              (process.env.NODE_ENV === 'production' ? serviceWorkerScript : ''),
          }}
        />
        <CollegeJsonLd locale={locale} />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-gold-400 px-4 py-2 font-bold text-slate-900 focus:not-sr-only focus:absolute focus:start-4 focus:top-4"
        >
          {t('Shell.skipToContent')}
        </a>
        {children}
        <Toaster
          dir={dirOf(locale)}
          regionLabel={t('Notices.region')}
          dismissLabel={t('Notices.dismiss')}
          pending={{ language: t('Language.changed') }}
        />
        <HydrationSignal />
      </body>
    </html>
  );
}
