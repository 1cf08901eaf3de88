import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EventCard } from '@/components/news/event-card';
import { pageLocale } from '@/i18n/page-locale';
import { EventEditor } from '@/components/staff/event-editor';
import { LanguagePreviews } from '@/components/staff/language-previews';
import { RevisionHistory } from '@/components/staff/revision-history';
import { localePath } from '@/i18n/routing';
import { newsVisibility } from '@/lib/news';
import { pathOf } from '@/config/routes';
import { getDb } from '@/server/db/client';
import { eventDraftOf, getEventForStaff } from '@/server/events/events-desk';
import { eventView } from '@/server/events/published-events';
import { requireStaffPage } from '@/server/staff/staff-session';
import { DeskItemState, DeskRecordPage } from '@/components/staff/desk-page';
import { PublicationSection, publicationStates } from '@/components/staff/record-publication';

/**
 * One event for the events desk: the editor, its publication (now, at a time, or off the site),
 * its card as visitors will see it in each language, and its history with each version's
 * restore button.
 */
export default async function EventDesk({ params }: PageProps<'/[locale]/staff/events/[id]'>) {
  const locale = await pageLocale(params);
  const { id } = await params;
  await requireStaffPage(locale, localePath(locale, `/staff/events/${id}`), 'editor');
  const record = await getEventForStaff(await getDb(), id);
  if (!record) notFound();
  const { item, revisions } = record;
  const t = await getTranslations({ locale, namespace: 'StaffEvents' });
  const messages = await getMessages({ locale });
  const labels = messages.StaffEvents;
  const stateOf = await publicationStates(locale, 'StaffEvents');
  const visibility = newsVisibility(item);
  const state = stateOf(visibility, item.publishAt);
  const endpoint = `/api/staff/events/${item.id}`;
  const title = (locale === 'ar' ? item.titleAr : item.titleEn) || item.titleAr || item.titleEn;

  return (
    <DeskRecordPage
      id="event-editor-title"
      back={{ href: localePath(locale, '/staff/events'), label: t('editor.backToList') }}
      heading={t('editor.editTitle')}
      details={
        <DeskItemState
          marker="event"
          title={title}
          visibility={visibility}
          state={t('status.now', { state })}
        />
      }
      roomy
    >
      <EventEditor
        key={item.updatedAt.toISOString()}
        locale={locale}
        itemId={item.id}
        initial={eventDraftOf(item)}
        live={visibility === 'published'}
        version={item.updatedAt.toISOString()}
        labels={labels.editor}
        fieldErrors={messages.Staff.fieldErrors}
      />

      <PublicationSection
        locale={locale}
        namespace="StaffEvents"
        marker="event"
        endpoint={endpoint}
        visibility={visibility}
        version={item.updatedAt.toISOString()}
        view={`${localePath(locale, pathOf('events'))}#${item.slug}`}
      />

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

      <RevisionHistory
        locale={locale}
        namespace="StaffEvents"
        endpoint={endpoint}
        revisions={revisions}
        marker="event"
      />
    </DeskRecordPage>
  );
}
