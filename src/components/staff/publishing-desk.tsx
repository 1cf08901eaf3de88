import { getTranslations } from 'next-intl/server';
import { intlLocale, localePath, type Locale } from '@/i18n/routing';
import { workspaceDateTime } from '@/lib/format';
import { newsVisibility, type NewsStatus } from '@/lib/news';
import { laggingLanguage, type LanguageTimes } from '@/lib/translation-state';
import { SEED_AUTHOR } from '@/server/db/seed-once';
import { DeskPage, DeskTable, headedColumns } from './desk-page';
import { recordDesks, type ItemDeskKey } from './record-desks';
import { publicationStates } from './record-publication';
import type { StaffTableCell, StaffTableRow } from './staff-table';

/** What the list of a publishing desk reads of an item (a news item, an event). */
interface DeskItem {
  id: string;
  slug: string;
  titleAr: string;
  titleEn: string;
  /** The item's day (YYYY-MM-DD). */
  date: string;
  status: NewsStatus;
  publishAt: Date | null;
  updatedAt: Date;
  updatedBy: string | null;
  /** Where a submission for review stands (issue #47). */
  reviewState?: 'submitted' | 'returned' | null;
}

/** The list's mark of an item to translate: which language is behind, in words. */
async function translationBadge(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'StaffTranslation' });
  return (item: LanguageTimes) => {
    const language = laggingLanguage(item);
    return language
      ? { text: t('badge', { language }), marker: `translate-${language}` }
      : undefined;
  };
}

/**
 * The list page of the news desk, the events desk and the circulars desk: every item with its title (linked to
 * its page on the desk, marked when one language needs translating), its day, where it stands,
 * and who changed it last and when.
 */
export async function PublishingDesk<Item extends DeskItem & LanguageTimes>({
  locale,
  desk,
  items,
  address,
  day,
}: {
  locale: Locale;
  desk: ItemDeskKey;
  items: Item[];
  /** The item's public address, shown under its title. */
  address: (item: Item) => string;
  /** The day cell, given the item's day in words. */
  day: (item: Item, text: string) => StaffTableCell;
}) {
  const { namespace } = recordDesks[desk];
  // The same keys in both namespaces: typed through one of them.
  const t = await getTranslations({ locale, namespace: namespace as 'StaffNews' });
  const changedAt = workspaceDateTime(locale);
  const review = await getTranslations({ locale, namespace: 'StaffItemReview' });
  const badgeOf = await translationBadge(locale);
  const stateOf = await publicationStates(locale, namespace);
  const days = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

  const rows: StaffTableRow[] = items.map((item) => {
    const title = (locale === 'ar' ? item.titleAr : item.titleEn) || item.titleAr || item.titleEn;
    return {
      id: item.id,
      marker: item.slug,
      cells: {
        title: {
          text: title || t('untitled'),
          href: localePath(locale, `/staff/${desk}/${item.id}`),
          note: address(item),
          badge: badgeOf(item),
        },
        date: day(item, days.format(new Date(`${item.date}T00:00:00Z`))),
        status: {
          text: stateOf(newsVisibility(item), item.publishAt),
          note: item.reviewState
            ? review(item.reviewState === 'submitted' ? 'badgeSubmitted' : 'badgeReturned')
            : undefined,
        },
        changed: {
          text: changedAt.format(item.updatedAt),
          note: item.updatedBy === SEED_AUTHOR ? t('history.seedAuthor') : (item.updatedBy ?? ''),
        },
      },
    };
  });

  return (
    <DeskPage
      id={`${desk}-desk-title`}
      title={t('title')}
      intro={t('intro')}
      add={{ href: localePath(locale, `/staff/${desk}/new`), label: t('new') }}
    >
      <DeskTable
        count={t('count', { total: items.length })}
        empty={t('empty')}
        caption={t('caption')}
        columns={headedColumns(['title', 'date', 'status', 'changed'], (id) => t(`columns.${id}`))}
        rows={rows}
      />
    </DeskPage>
  );
}
