import { workspaceDateTime } from '@/lib/format';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import {} from '@/i18n/routing';
import { publicationVisibility } from '@/lib/news';
import { Link } from '../ui/link';
import { NewsStatusForm } from './news-actions';

type Desk = 'StaffBoard' | 'StaffDirectory';
type Visibility = ReturnType<typeof publicationVisibility>;

/**
 * Where a desk's records stand, in words: "Draft", "Scheduled for 1 Dec 2026, 09:00",
 * "Published". Every desk's catalogue has the same `states` (news, events, calendar, board,
 * directory).
 */
export async function publicationStates(
  locale: Locale,
  namespace: Desk | 'StaffNews' | 'StaffEvents' | 'StaffCalendar',
): Promise<(visibility: Visibility, publishAt: Date | null) => string> {
  // The same keys in each namespace: typed through one of them.
  const t = await getTranslations({ locale, namespace: namespace as 'StaffNews' });
  const date = workspaceDateTime(locale);
  return (visibility, publishAt) =>
    visibility === 'scheduled' && publishAt
      ? t('states.scheduled', { at: date.format(publishAt) })
      : t(`states.${visibility}`);
}

/** Where a board member or directory record stands, in words. */
export async function publicationState(
  locale: Locale,
  namespace: Desk,
  publishAt: Date | null,
  now: Date = new Date(),
): Promise<string> {
  return (await publicationStates(locale, namespace))(
    publicationVisibility(publishAt, now),
    publishAt,
  );
}

/**
 * The publication of a board member or a directory record on its desk page: where it stands,
 * publish now, at a time, or take it off the site, and a link to the public page once published.
 */
export async function RecordPublication({
  locale,
  namespace,
  endpoint,
  record,
  view,
}: {
  locale: Locale;
  namespace: Desk;
  /** The record's endpoint: /api/staff/{board|directory}/{id}. */
  endpoint: string;
  record: { publishAt: Date | null; updatedAt: Date };
  /** The public page that shows the record. */
  view: string;
}) {
  const t = await getTranslations({ locale, namespace });
  const messages = await getMessages({ locale });
  const labels = messages[namespace];
  const visibility = publicationVisibility(record.publishAt);
  const state = await publicationState(locale, namespace, record.publishAt);
  return (
    <section aria-labelledby="record-status-title" className="space-y-4">
      <h2 id="record-status-title" className="text-2xl font-bold">
        {t('status.heading')}
      </h2>
      <p className="font-bold" data-record-state={visibility}>
        {t('status.now', { state })}
      </p>
      <NewsStatusForm
        locale={locale}
        endpoint={endpoint}
        visibility={visibility}
        version={record.updatedAt.toISOString()}
        labels={{ status: labels.status, editor: labels.form }}
        scheduleError={messages.Staff.fieldErrors.scheduleInvalid}
      />
      {visibility === 'published' ? (
        <p>
          <Link href={view} className="underline">
            {t('status.view')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
