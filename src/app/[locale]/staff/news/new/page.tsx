import { getMessages, getTranslations } from 'next-intl/server';
import { pageLocale } from '@/components/page/info-page';
import { NewsEditor } from '@/components/staff/news-editor';
import { Link } from '@/components/ui/link';
import { localePath } from '@/i18n/routing';
import { requireStaffPage } from '@/server/staff/staff-session';

/** Today's date in Khartoum, YYYY-MM-DD: a new item's date until the editor changes it. */
function today(): string {
  return new Date(Date.now() + 2 * 60 * 60_000).toISOString().slice(0, 10);
}

/** A new news item: the editor, empty; saving it creates a draft. */
export default async function NewNewsItem({ params }: PageProps<'/[locale]/staff/news/new'>) {
  const locale = await pageLocale(params);
  await requireStaffPage(locale, localePath(locale, '/staff/news/new'), 'editor');
  const t = await getTranslations({ locale, namespace: 'StaffNews' });
  const messages = await getMessages({ locale });
  return (
    <article aria-labelledby="news-editor-title" className="space-y-8">
      <header className="space-y-2">
        <p>
          <Link href={localePath(locale, '/staff/news')} className="underline">
            {t('editor.backToList')}
          </Link>
        </p>
        <h1 id="news-editor-title" className="text-3xl font-bold text-brand-900 dark:text-white">
          {t('editor.newTitle')}
        </h1>
      </header>
      <NewsEditor
        locale={locale}
        itemId={null}
        initial={{
          slug: '',
          date: today(),
          titleAr: '',
          titleEn: '',
          excerptAr: '',
          excerptEn: '',
          bodyAr: '',
          bodyEn: '',
          imageId: null,
          imageAltAr: '',
          imageAltEn: '',
        }}
        picture={null}
        drawn={false}
        live={false}
        version={null}
        labels={messages.StaffNews.editor}
        fieldErrors={messages.Staff.fieldErrors}
      />
    </article>
  );
}
