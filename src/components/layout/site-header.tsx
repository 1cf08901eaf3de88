import { Link } from '@/components/ui/link';
import { Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { localePath, type Locale } from '@/i18n/routing';
import { Logo } from '../brand/logo';
import { SiteNavigation } from '../navigation/site-navigation';
import { HeaderTools } from './header-tools';

/** The header of every page: emblem and both names, search, theme and language, navigation. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <header>
      <div className="bg-brand-800 text-white dark:bg-brand-950">
        <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <Link href={localePath(locale, '/')} className="me-auto flex items-center gap-3">
            <Logo className="size-12 shrink-0 sm:size-14" />
            <span className="flex flex-col items-start leading-tight">
              <span lang="ar" dir="rtl" className="text-base font-bold sm:text-lg">
                {siteConfig.name.ar}
              </span>
              <span lang="en" dir="ltr" className="text-xs text-brand-100 sm:text-sm">
                {siteConfig.name.en}
              </span>
            </span>
          </Link>
          <form
            role="search"
            action={localePath(locale, '/search')}
            className="order-last flex w-full items-center rounded-full bg-white/10 focus-within:bg-white/20 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-gold-400 md:order-none md:w-64"
          >
            <label htmlFor="site-search" className="sr-only">
              {t('Search.label')}
            </label>
            <input
              id="site-search"
              name="q"
              type="search"
              required
              placeholder={t('Search.placeholder')}
              className="h-10 min-w-0 flex-1 bg-transparent ps-4 text-sm text-white placeholder:text-brand-100 focus:outline-none"
            />
            <button
              type="submit"
              aria-label={t('Search.submit')}
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/15"
            >
              <Search aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
          </form>
          <HeaderTools
            theme={{
              label: t('Theme.toggle'),
              toDark: t('Theme.toDark'),
              toLight: t('Theme.toLight'),
            }}
            language={{
              target: other,
              label: t('Language.switchLabel'),
              title: t('Language.switchTitle'),
            }}
          />
        </div>
      </div>
      <SiteNavigation locale={locale} />
    </header>
  );
}
