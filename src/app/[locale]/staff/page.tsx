import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { openStaffPage } from '@/components/staff/staff-page';
import { localePath } from '@/i18n/routing';
import { areasOf, type StaffArea } from '@/config/staff-areas';
import { getDb } from '@/server/db/client';
import { workWaiting, type WorkWaiting } from '@/server/staff/work-waiting';

type ReviewedDesk = keyof NonNullable<WorkWaiting['reviews']>;

/** The workspace's start: the areas of the signed-in account's roles. */
export default async function StaffHome({ params }: PageProps<'/[locale]/staff'>) {
  const { locale, staff } = await openStaffPage(params, '/staff');
  const t = await getTranslations({ locale, namespace: 'Staff' });
  const areas = areasOf(staff.roles, staff.sections);
  const waiting = await workWaiting(await getDb(), staff.roles, staff.sections);
  /** What waits for an area: a link to its list when anything does. */
  const waitingLine = (area: StaffArea) => {
    const key = area.key as Exclude<keyof WorkWaiting, 'reviews'>;
    const count = area.waiting ? waiting[key] : undefined;
    if (count === undefined || !area.waiting) return null;
    const text = t(`home.waiting.${key}`, { count });
    return (
      <p className="mt-3 font-bold" data-waiting={area.key}>
        {count > 0 ? (
          <Link href={localePath(locale, area.waiting)} className="underline">
            {text}
          </Link>
        ) : (
          text
        )}
      </p>
    );
  };
  /** For a reviewer, what of a desk's items waits for review. */
  const reviewCount = (area: StaffArea) =>
    waiting.reviews?.[area.key as ReviewedDesk] as number | undefined;
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
                {waitingLine(area)}
                {area.key === 'pages' && waiting.review !== undefined ? (
                  <p className="mt-1 font-bold" data-waiting="review">
                    {waiting.review > 0 ? (
                      <Link href={localePath(locale, '/staff/pages')} className="underline">
                        {t('home.waiting.review', { count: waiting.review })}
                      </Link>
                    ) : (
                      t('home.waiting.review', { count: 0 })
                    )}
                  </p>
                ) : null}
                {reviewCount(area) !== undefined ? (
                  <p className="mt-1 font-bold" data-waiting={`review-${area.key}`}>
                    {reviewCount(area)! > 0 ? (
                      <Link href={localePath(locale, area.path)} className="underline">
                        {t(`home.review.${area.key as ReviewedDesk}`, {
                          count: reviewCount(area)!,
                        })}
                      </Link>
                    ) : (
                      t(`home.review.${area.key as ReviewedDesk}`, { count: 0 })
                    )}
                  </p>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
