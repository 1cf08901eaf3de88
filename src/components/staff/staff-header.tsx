import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { areasOf, type StaffArea } from '@/config/staff-areas';
import { localePath, type Locale } from '@/i18n/routing';
import type { WorkWaiting } from '@/server/staff/work-waiting';
import type { SignedInStaff } from '@/server/staff/staff-session';
import { Logo } from '../brand/logo';
import { LanguageToggle } from '../layout/language-toggle';
import { ThemeIcons } from '../theme/theme-icons';
import { ThemeToggle } from '../theme/theme-toggle';
import { Link } from '../ui/link';
import { SignOutButton } from './sign-out-button';
import { StaffAreaLink } from './staff-area-link';

/**
 * The workspace's own frame (issue #45, item 7), in place of the public site's menus: the
 * college's name and "Workspace", the public site one link away, theme and language, the
 * account's menu (a native `<details>`: it opens before any script has run), and below, the
 * areas of the account's roles, each with what waits in it. On a phone and a tablet the areas
 * scroll sideways in one row, and wrap on a desktop; nothing is hidden behind a second menu.
 */
export async function StaffHeader({
  locale,
  staff,
  waiting,
}: {
  locale: Locale;
  /** The signed-in account; none on the sign-in and password pages. */
  staff: SignedInStaff | null;
  waiting: WorkWaiting;
}) {
  const t = await getTranslations({ locale });
  const areas = staff ? areasOf(staff.roles, staff.sections) : [];
  // A desk counts what it has to translate and, for a reviewer, what waits for review.
  const waitingFor = (area: StaffArea) => {
    const own = waiting[area.key as keyof WorkWaiting];
    return (
      (typeof own === 'number' ? own : 0) +
      (area.key === 'pages' ? (waiting.review ?? 0) : 0) +
      (waiting.reviews?.[area.key as keyof NonNullable<WorkWaiting['reviews']>] ?? 0)
    );
  };
  return (
    <header data-staff-header="">
      <div className="bg-brand-800 text-white dark:bg-brand-950">
        <div className="staff-frame flex items-center gap-x-2 py-2 sm:gap-x-3">
          <Link
            href={localePath(locale, staff ? '/staff' : '/staff/sign-in')}
            className="me-auto flex min-w-0 items-center gap-2"
          >
            <Logo className="size-9 shrink-0" />
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="truncate text-sm font-bold">{siteConfig.name[locale]}</span>
              <span className="text-xs text-brand-100">{t('Staff.nav.label')}</span>
            </span>
          </Link>
          <Link
            href={localePath(locale, '/')}
            className="hidden h-10 items-center rounded-full px-3 text-sm font-bold underline-offset-4 hover:bg-white/15 hover:underline sm:inline-flex"
          >
            {t('Staff.nav.publicSite')}
          </Link>
          <ThemeToggle label={t('Theme.toggle')} icon={<ThemeIcons />} />
          <LanguageToggle
            target={locale === 'ar' ? 'en' : 'ar'}
            label={t('Language.switchLabel')}
          />
          {staff ? (
            <details className="staff-account relative" data-staff-account="">
              <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-full px-3 text-sm font-bold hover:bg-white/15 [&::-webkit-details-marker]:hidden">
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 items-center justify-center rounded-full bg-gold-400 text-slate-900"
                >
                  {[...staff.name.trim()][0] ?? '?'}
                </span>
                <span className="hidden max-w-40 truncate md:inline">{staff.name}</span>
                <span className="sr-only md:hidden">{t('Staff.nav.accountMenu')}</span>
              </summary>
              <div className="absolute end-0 top-full z-40 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
                <p className="font-bold">{t('Staff.nav.signedInAs', { name: staff.name })}</p>
                <p className="truncate text-sm text-slate-700 dark:text-slate-300" dir="ltr">
                  {staff.email}
                </p>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {new Intl.ListFormat(locale).format(
                    staff.roles.map((role) => t(`StaffAccounts.roleNames.${role}`)),
                  )}
                </p>
                <ul className="mt-3 space-y-2 border-t border-slate-200 pt-3 dark:border-slate-700">
                  <li>
                    <Link href={localePath(locale, '/staff/account')} className="underline">
                      {t('Staff.nav.account')}
                    </Link>
                  </li>
                  <li className="sm:hidden">
                    <Link href={localePath(locale, '/')} className="underline">
                      {t('Staff.nav.publicSite')}
                    </Link>
                  </li>
                  <li>
                    <SignOutButton
                      label={t('Staff.nav.signOut')}
                      signInHref={localePath(locale, '/staff/sign-in')}
                    />
                  </li>
                </ul>
              </div>
            </details>
          ) : null}
        </div>
      </div>
      {staff ? (
        <nav
          aria-label={t('Staff.nav.areas')}
          className="border-b border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-950"
        >
          <ul className="staff-frame flex gap-1 overflow-x-auto py-1 lg:flex-wrap lg:overflow-visible">
            <li>
              <StaffAreaLink href={localePath(locale, '/staff')} path="/staff">
                {t('Staff.nav.home')}
              </StaffAreaLink>
            </li>
            {areas.map((area) => (
              <li key={area.key}>
                <StaffAreaLink href={localePath(locale, area.path)} path={area.path}>
                  {t(`Staff.areas.${area.key}.title`)}
                  {waitingFor(area) > 0 ? (
                    <span data-waiting-count={area.key}>
                      <span
                        aria-hidden="true"
                        className="rounded-full bg-gold-400 px-2 py-0.5 text-xs text-slate-900"
                      >
                        {waitingFor(area)}
                      </span>
                      <span className="sr-only">
                        {t('Staff.nav.waiting', { count: waitingFor(area) })}
                      </span>
                    </span>
                  ) : null}
                </StaffAreaLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
