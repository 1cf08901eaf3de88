import { getTranslations } from 'next-intl/server';
import { openStaffPage } from '@/components/staff/staff-page';
import { PublishingDesk } from '@/components/staff/publishing-desk';
import { isCurrentCircular } from '@/lib/circulars';
import { collegeToday } from '@/lib/college-time';
import { circularAddress, listCircularsForStaff } from '@/server/circulars/circulars-desk';
import { getDb } from '@/server/db/client';

/** The circulars desk: every notice, the latest date first, with where each stands. */
export default async function CircularsDesk({ params }: PageProps<'/[locale]/staff/circulars'>) {
  const { locale } = await openStaffPage(params, '/staff/circulars', 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffCirculars' });
  const today = collegeToday();
  return (
    <PublishingDesk
      locale={locale}
      desk="circulars"
      items={await listCircularsForStaff(await getDb())}
      address={(item) => circularAddress(item.slug)}
      // The day; an urgent one and one past its last day are said so.
      day={(item, text) => ({
        text,
        note:
          [item.urgent ? t('urgent') : '', isCurrentCircular(item, today) ? '' : t('past')]
            .filter(Boolean)
            .join(' · ') || undefined,
        nowrap: true,
      })}
    />
  );
}
