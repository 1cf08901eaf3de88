import { openStaffPage } from '@/components/staff/staff-page';
import { PublishingDesk } from '@/components/staff/publishing-desk';
import { getDb } from '@/server/db/client';
import { listNewsForStaff } from '@/server/news/news-desk';

/** The news desk: every news item, the latest change first, with where each stands. */
export default async function NewsDesk({ params }: PageProps<'/[locale]/staff/news'>) {
  const { locale } = await openStaffPage(params, '/staff/news', 'editor');
  return (
    <PublishingDesk
      locale={locale}
      desk="news"
      items={await listNewsForStaff(await getDb())}
      address={(item) => `/news/${item.slug}`}
      day={(_item, text) => ({ text, nowrap: true })}
    />
  );
}
