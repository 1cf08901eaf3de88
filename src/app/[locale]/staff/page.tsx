import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { pageLocale } from '@/components/page/info-page';
import { localePath } from '@/i18n/routing';
import { staffAreas } from '@/components/staff/staff-areas';
import { requireStaffPage } from '@/server/staff/staff-session';

/** The workspace's start: the areas of the signed-in account's roles. */
export default async function StaffHome({ params }: PageProps<'/[locale]/staff'>) {
  const locale = await pageLocale(params);
  const staff = await requireStaffPage(locale, localePath(locale, '/staff'));
  const t = await getTranslations({ locale, namespace: 'Staff' });
  const areas = staffAreas.filter((area) => staff.roles.includes(area.role));
  return (
    <section aria-labelledby="staff-home-title" className="space-y-6">
      <h1 id="staff-home-title" className="text-3xl font-bold text-brand-900 dark:text-white">
        {t('home.title', { name: staff.name })}
      </h1>
      {areas.length === 0 ? (
        <p>{t('home.noRoles')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {areas.map((area) => (
            <li key={area.key}>
              <Card>
                <h2 className="text-xl font-bold">
                  <Link href={localePath(locale, area.path)} className="underline">
                    {t(`areas.${area.key}.title`)}
                  </Link>
                </h2>
                <p className="mt-2 text-slate-700 dark:text-slate-300">
                  {t(`areas.${area.key}.text`)}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
