import { DeskSection } from './desk-page';
import type { ReactNode } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { workspaceDateTime } from '@/lib/format';
import { publicationVisibility } from '@/lib/news';
import { Link } from '../ui/link';
import { NewsStatusForm } from './news-actions';

type Desk = 'StaffBoard' | 'StaffDirectory';
type Visibility = ReturnType<typeof publicationVisibility>;
/** Every desk whose items are published: the same `status` and `states` keys in each. */
type PublishingDesk = Desk | 'StaffNews' | 'StaffEvents' | 'StaffCirculars' | 'StaffCalendar';

/**
 * Where a desk's records stand, in words: "Draft", "Scheduled for 1 Dec 2026, 09:00",
 * "Published". Every desk's catalogue has the same `states` (news, events, calendar, board,
 * directory).
 */
export async function publicationStates(
  locale: Locale,
  namespace: PublishingDesk,
): Promise<(visibility: Visibility, publishAt: Date | null) => string> {
  // The same keys in each namespace: typed through one of them.
  const t = await getTranslations({ locale, namespace: namespace as 'StaffNews' });
  const date = workspaceDateTime(locale);
  return (visibility, publishAt) =>
    visibility === 'scheduled' && publishAt
      ? t('states.scheduled', { at: date.format(publishAt) })
      : t(`states.${visibility}`);
}

/**
 * The publication section of a desk's item page (news, event, academic year, board member,
 * directory record): publish now, at a time, or take it off the site, and a link to the public
 * page once published. `state`, where the desk shows it here rather than in its header.
 */
export async function PublicationSection({
  locale,
  namespace,
  marker,
  endpoint,
  visibility,
  version,
  view,
  state,
}: {
  locale: Locale;
  namespace: PublishingDesk;
  /** The desk's name in the section's ids: news, event, calendar, record. */
  marker: string;
  /** The item's endpoint: /api/staff/{desk}/{id}. */
  endpoint: string;
  visibility: Visibility;
  /** The item's `updatedAt` when the page was read. */
  version: string;
  /** The public page that shows the item. */
  view: string;
  state?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: namespace as 'StaffNews' });
  const messages = await getMessages({ locale });
  const labels = messages[namespace];
  return (
    <DeskSection id={`${marker}-status-title`} title={t('status.heading')} className="space-y-4">
      {state}
      <NewsStatusForm
        locale={locale}
        endpoint={endpoint}
        visibility={visibility}
        version={version}
        labels={{ status: labels.status, editor: 'form' in labels ? labels.form : labels.editor }}
        scheduleError={messages.Staff.fieldErrors.scheduleInvalid}
      />
      {visibility === 'published' ? (
        <p>
          <Link href={view} className="underline">
            {t('status.view')}
          </Link>
        </p>
      ) : null}
    </DeskSection>
  );
}
