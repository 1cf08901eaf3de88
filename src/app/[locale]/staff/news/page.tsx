import { pageLocale } from '@/i18n/page-locale';
import { PublishingDesk } from '@/components/staff/publishing-desk';
import { localePath } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { listNewsForStaff } from '@/server/news/news-desk';
import { requireStaffPage } from '@/server/staff/staff-session';

/** The news desk: every news item, the latest change first, with where each stands. */
export default async function NewsDesk({ params }: PageProps<'/[locale]/staff/news'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/news'), 'editor');
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
