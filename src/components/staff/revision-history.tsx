import { DeskSection } from './desk-page';
import { workspaceDateTime } from '@/lib/format';
import { getMessages, getTranslations } from 'next-intl/server';
import { type Locale } from '@/i18n/routing';
import type { StoredRevisionReason } from '@/server/db/revision-columns';
import { SEED_AUTHOR } from '@/server/db/seed-once';
import { RestoreRevisionButton } from './news-actions';
import { PlainTable } from './table-view';

/** A saved version of a news item, an event or an academic year, as the history lists it. */
export interface Revision<S = { titleAr: string; titleEn: string }> {
  id: string;
  savedAt: Date;
  savedBy: string;
  reason: StoredRevisionReason;
  snapshot: S;
}

const titleOf = (snapshot: { titleAr: string; titleEn: string }, locale: Locale) =>
  locale === 'ar' ? snapshot.titleAr : snapshot.titleEn;

/**
 * The history of a news item, an event or an academic year: every saved version, newest first,
 * with when, who, why and what it held (its title, or `describe`'s words); each earlier one has
 * its restore button. The desk's words come from its own namespace (`StaffNews`, `StaffEvents`,
 * `StaffCalendar`, `StaffBoard`, `StaffDirectory` or `StaffBanner`: the same `history` keys).
 */
export async function RevisionHistory<S>({
  locale,
  namespace,
  endpoint,
  revisions,
  marker,
  describe,
  readOnly = false,
}: {
  locale: Locale;
  namespace:
    | 'StaffNews'
    | 'StaffEvents'
    | 'StaffCirculars'
    | 'StaffNavigation'
    | 'StaffCalendar'
    | 'StaffBoard'
    | 'StaffDirectory'
    | 'StaffBanner';
  /** The item's endpoint: /api/staff/news/{id}, /api/staff/events/{id}, /api/staff/calendar/{year}. */
  endpoint: string;
  revisions: Revision<S>[];
  /** The table's data attribute, for tests: `news` → data-news-history. */
  marker: string;
  /** What a version held, in a few words (a news item's or an event's title by default). */
  describe?: (snapshot: S) => string;
  /** No restore buttons: putting a version back is a reviewer's change (issue #47). */
  readOnly?: boolean;
}) {
  const t = await getTranslations({ locale, namespace });
  const words = (await getMessages({ locale }))[namespace];
  const failed = 'editor' in words ? words.editor : 'form' in words ? words.form : words;
  const labels = {
    restore: words.history.restore,
    restored: words.history.restored,
    failedTitle: failed.failedTitle,
    failedNetwork: failed.failedNetwork,
  };
  const date = workspaceDateTime(locale);
  const headers = [t('history.when'), t('history.who'), t('history.what'), t('history.titles')];
  return (
    <DeskSection id={`${marker}-history-title`} title={t('history.heading')}>
      <PlainTable
        caption={t('history.caption')}
        headers={headers}
        emptyLastHeader
        at={{ [`data-${marker}-history`]: '' }}
      >
        {revisions.map((revision, index) => {
          const when = date.format(revision.savedAt);
          const title = describe
            ? describe(revision.snapshot)
            : titleOf(revision.snapshot as { titleAr: string; titleEn: string }, locale);
          return (
            <tr
              key={revision.id}
              className="border-b border-slate-200 dark:border-slate-700"
              data-revision={revision.id}
            >
              <td className="p-2 whitespace-nowrap">
                <time dateTime={revision.savedAt.toISOString()}>{when}</time>
              </td>
              <td className="p-2">
                <bdi>
                  {revision.savedBy === SEED_AUTHOR ? t('history.seedAuthor') : revision.savedBy}
                </bdi>
              </td>
              <td className="p-2">{t(`history.reasons.${revision.reason}`)}</td>
              <td className="p-2">
                <bdi>{title || t('untitled')}</bdi>
              </td>
              <td className="p-2">
                {index === 0 ? (
                  <span className="text-sm">{t('history.current')}</span>
                ) : readOnly ? null : (
                  <RestoreRevisionButton
                    locale={locale}
                    endpoint={endpoint}
                    revisionId={revision.id}
                    label={t('history.restoreLabel', { when })}
                    labels={labels}
                  />
                )}
              </td>
            </tr>
          );
        })}
      </PlainTable>
    </DeskSection>
  );
}
