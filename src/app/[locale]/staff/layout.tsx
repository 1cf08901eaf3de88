import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { StaffHeader } from '@/components/staff/staff-header';
import { isLocale } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { currentStaff } from '@/server/staff/staff-session';
import { workWaiting } from '@/server/staff/work-waiting';
import { eagerHydration } from '@runtime/contract';

// Per request, for the signed-in account: never prerendered, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: LayoutProps<'/[locale]/staff'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Staff' });
  return {
    title: t('title'),
    robots: { index: false, follow: false },
  };
}

/**
 * The workspace's frame: its own header (the account's areas and what waits in each, the
 * account's menu, the public site one link away), then the page. None of the public site's
 * menus or footer (src/app/[locale]/(site)/layout.tsx).
 */
export default async function StaffLayout({ children, params }: LayoutProps<'/[locale]/staff'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const staff = await currentStaff();
  const waiting = staff ? await workWaiting(await getDb(), staff.roles, staff.sections) : {};
  return (
    <div
      className="flex min-h-dvh flex-col"
      data-staff-area=""
      // Every staff page is worked with: its scripts start after the paint, not on a first touch.
      {...eagerHydration}
    >
      <StaffHeader locale={locale} staff={staff} waiting={waiting} />
      <main id="main" tabIndex={-1} className="staff-frame flex-1 py-6 focus:outline-none sm:py-8">
        {children}
      </main>
    </div>
  );
}
