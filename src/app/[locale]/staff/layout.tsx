import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { StaffNav } from '@/components/staff/staff-nav';
import { isLocale } from '@/i18n/routing';
import { currentStaff } from '@/server/staff/staff-session';
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

/** The staff workspace: its navigation for the signed-in account, then the page. */
export default async function StaffLayout({ children, params }: LayoutProps<'/[locale]/staff'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const staff = await currentStaff();
  return (
    <div
      className="container-page py-8"
      data-staff-area=""
      // Every staff page is worked with: its scripts start after the paint, not on a first touch.
      {...eagerHydration}
    >
      {staff ? <StaffNav locale={locale} staff={staff} /> : null}
      {children}
    </div>
  );
}
