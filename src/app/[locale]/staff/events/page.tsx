import { getTranslations } from 'next-intl/server';
import { openStaffPage } from '@/components/staff/staff-page';
import { PublishingDesk } from '@/components/staff/publishing-desk';
import { collegeToday } from '@/lib/college-time';
import { getDb } from '@/server/db/client';
import { listEventsForStaff } from '@/server/events/events-desk';

/** The events desk: every event, the latest date first, with where each stands. */
export default async function EventsDesk({ params }: PageProps<'/[locale]/staff/events'>) {
  const { locale } = await openStaffPage(params, '/staff/events', 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffEvents' });
  const today = collegeToday();
  return (
    <PublishingDesk
      locale={locale}
      desk="events"
      items={await listEventsForStaff(await getDb())}
      address={(item) => item.slug}
      // The day and the hour; a day gone by is marked as past.
      day={(item, text) => ({
        text: `${text} ${item.time}`,
        note: item.date < today ? t('past') : undefined,
        nowrap: true,
      })}
    />
  );
}
