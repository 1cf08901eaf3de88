import { getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/i18n/routing';
import type { SignedInStaff } from '@/server/staff/staff-session';
import { Link } from '../ui/link';
import { SignOutButton } from './sign-out-button';
import { staffAreas } from '@/config/staff-areas';

/** The workspace's bar: its areas for this account's roles, who is signed in, and sign-out. */
export async function StaffNav({ locale, staff }: { locale: Locale; staff: SignedInStaff }) {
  const t = await getTranslations({ locale, namespace: 'Staff' });
  const areas = staffAreas.filter((area) => staff.roles.includes(area.role));
  return (
    <nav
      aria-label={t('nav.label')}
      className="mb-8 flex flex-wrap items-center gap-x-6 gap-y-3 border-b border-slate-200 pb-4 dark:border-slate-700"
    >
      <Link href={localePath(locale, '/staff')} className="font-bold underline">
        {t('nav.home')}
      </Link>
      {areas.map((area) => (
        <Link key={area.key} href={localePath(locale, area.path)} className="font-bold underline">
          {t(`areas.${area.key}.title`)}
        </Link>
      ))}
      <span className="ms-auto text-sm text-slate-700 dark:text-slate-300">
        {t('nav.signedInAs', { name: staff.name })}
      </span>
      <Link href={localePath(locale, '/staff/account')} className="text-sm underline">
        {t('nav.account')}
      </Link>
      <SignOutButton label={t('nav.signOut')} signInHref={localePath(locale, '/staff/sign-in')} />
    </nav>
  );
}
