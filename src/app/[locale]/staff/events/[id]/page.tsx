import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EventCard } from '@/components/news/event-card';
import { EventEditor } from '@/components/staff/event-editor';
import { LanguagePreviews } from '@/components/staff/language-previews';
import { ItemDeskPage, openRecordDesk } from '@/components/staff/record-desk-page';
import { translationNotice } from '@/components/staff/translation-notice';
import { localePath } from '@/i18n/routing';
import { pathOf } from '@/config/routes';
import { getDb } from '@/server/db/client';
import { libraryLinks } from '@/server/library/library-links';
import { eventDraftOf, getEventForStaff } from '@/server/events/events-desk';
import { eventView } from '@/server/events/published-events';

/**
 * One event for the events desk: the editor (with what to translate, when one language is behind
 * the other), its publication (now, at a time, or off the site),
 * its card as visitors will see it in each language, and its history with each version's
 * restore button.
 */
export default async function EventDesk({ params }: PageProps<'/[locale]/staff/events/[id]'>) {
  const {
    locale,
    params: page,
    staff,
    messages,
    fieldErrors,
  } = await openRecordDesk('events', params);
  const record = await getEventForStaff(await getDb(), page.id);
  if (!record) notFound();
  const { item, revisions } = record;
  const t = await getTranslations({ locale, namespace: 'StaffEvents' });
  const labels = messages.StaffEvents.editor;
  const library = await libraryLinks(locale);
  const notice = await translationNotice({
    locale,
    item,
    current: eventDraftOf(item),
    revisions,
    fields: [
      { stem: 'title', label: labels.titleLabel },
      { stem: 'location', label: labels.location },
      { stem: 'description', label: labels.description, rich: true },
    ],
    endpoint: `/api/staff/events/${item.id}`,
    words: labels,
  });

  return (
    <ItemDeskPage
      locale={locale}
      desk="events"
      staff={staff}
      item={item}
      revisions={revisions}
      view={`${localePath(locale, pathOf('events'))}#${item.slug}`}
      editor={(live) => (
        <EventEditor
          key={item.updatedAt.toISOString()}
          library={library}
          locale={locale}
          itemId={item.id}
          initial={eventDraftOf(item)}
          live={live}
          version={item.updatedAt.toISOString()}
          labels={labels}
          fieldErrors={fieldErrors}
          notice={notice}
        />
      )}
      previews={
        <LanguagePreviews marker="event" heading={t('preview.heading')} intro={t('preview.intro')}>
          {(language) => {
            const view = eventView(item, language);
            return view.title && view.location ? (
              <ul>
                <EventCard locale={language} event={view} headingLevel="h3" />
              </ul>
            ) : (
              <p>{t('preview.missing')}</p>
            );
          }}
        </LanguagePreviews>
      }
    />
  );
}
