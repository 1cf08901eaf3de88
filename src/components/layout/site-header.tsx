import { Link } from '@/components/ui/link';
import { Search } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { localePath, type Locale } from '@/i18n/routing';
import { Logo } from '../brand/logo';
import { SiteNavigation, SiteNavigationCompact } from '../navigation/site-navigation';
import { ThemeIcons } from '../theme/theme-icons';
import { ThemeToggle } from '../theme/theme-toggle';
import { LanguageToggle } from './language-toggle';
import { HeaderTools } from './header-tools';

/**
 * The header of every page: emblem and name, search, theme and language, navigation. On a
 * phone it is one compact row — emblem and the page language's name, a search button (the
 * search page) and the menu button — and the toggles are in the menu; from `md` the search box
 * and the toggles are in the row; from `lg` the menus are a bar below it.
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const theme = {
    label: t('Theme.toggle'),
    toDark: t('Theme.toDark'),
    toLight: t('Theme.toLight'),
    icon: <ThemeIcons />,
  };
  const language = {
    target: other,
    label: t('Language.switchLabel'),
    title: t('Language.switchTitle'),
  };
  // The other language's name only from `sm`: a phone row has room for one.
  const nameClass = (lang: Locale) => (lang === locale ? '' : 'hidden sm:block');
  return (
    <header>
      {/* The phone menu's panel is placed under this row (globals.css: site-header-row). */}
      <div className="site-header-row relative bg-brand-800 text-white dark:bg-brand-950">
        <div className="container-page flex items-center gap-x-2 py-2 sm:gap-x-4 sm:py-3">
          <Link
            href={localePath(locale, '/')}
            className="me-auto flex min-w-0 items-center gap-2 sm:gap-3"
          >
            <Logo className="size-10 shrink-0 sm:size-14" />
            <span className="flex min-w-0 flex-col items-start leading-tight">
              <span
                lang="ar"
                dir="rtl"
                className={`text-sm font-bold sm:text-lg ${nameClass('ar')}`}
              >
                {siteConfig.name.ar}
              </span>
              <span
                lang="en"
                dir="ltr"
                className={
                  locale === 'en'
                    ? 'text-sm font-bold sm:font-normal sm:text-brand-100'
                    : 'hidden text-sm text-brand-100 sm:block'
                }
              >
                {siteConfig.name.en}
              </span>
            </span>
          </Link>
          <form
            role="search"
            action={localePath(locale, '/search')}
            className="hidden items-center rounded-full bg-white/10 focus-within:bg-white/20 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-gold-400 md:flex md:w-64"
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
          <Link
            href={localePath(locale, '/search')}
            aria-label={t('Search.label')}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/15 md:hidden"
          >
            <Search aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Link>
          <div className="hidden md:block">
            <HeaderTools theme={theme} language={language} />
          </div>
          <SiteNavigationCompact
            locale={locale}
            tools={
              <>
                <ThemeToggle label={theme.label} icon={theme.icon} tone="surface" />
                <LanguageToggle target={language.target} label={language.label} tone="surface" />
              </>
            }
          />
        </div>
      </div>
      <SiteNavigation locale={locale} />
    </header>
  );
}
