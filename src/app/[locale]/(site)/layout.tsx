import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteBanner } from '@/components/layout/site-banner';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { siteConfig } from '@/config/site';
import { isLocale } from '@/i18n/routing';

/**
 * The public site's frame: its header and menus, the page, its footer and the banner. The
 * workspace (`/staff…`) has a frame of its own (src/app/[locale]/staff/layout.tsx); the
 * document around both is src/app/[locale]/layout.tsx.
 */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <p
          data-print-stamp=""
          className="container-page hidden border-b border-slate-400 py-2 text-sm text-slate-700 print:block"
        >
          {siteConfig.name[locale]}
        </p>
        {children}
      </main>
      <SiteFooter locale={locale} />
      <SiteBanner locale={locale} />
    </>
  );
}
