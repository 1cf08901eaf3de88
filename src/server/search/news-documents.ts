/**
 * What editors publish, in the site search without a rebuild (issue #22): the index of each
 * language, built from the content at `npm run build`, gets one document per published news
 * item, per upcoming event, per notice in force, per published academic year, per person the
 * staff directory shows and per person the board's page shows while the server runs, and the
 * pages' words as their editors last published them (site_pages) in place of the built ones.
 * The pages name the site's settings and the college's figures (`{{programme.law.dean}}`), and
 * their trail and place name the menus and groups: when any of those change, every page's
 * document is put in again. Before a search, six small queries read what is published now (how
 * many, the latest change, the latest publication); when that has changed since the last
 * search, those documents are put in again and the cached answers dropped. A scheduled item is
 * therefore found from its publication time on, a withdrawn one no longer.
 */
import 'server-only';
import { departmentsStore } from '@/lib/departments';
import { figuresStore } from '@/lib/college-figures';
import { settingsStore } from '@/lib/site-settings';
import { currentNavigation, navigationStore } from '../navigation/navigation-desk';
import { departmentNames } from '../directory/departments-desk';
import { count, max, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Locale } from '@/i18n/routing';
import { getDb } from '../db/client';
import type { Db } from '../db/db';
import { describeError } from '../db/errors';
import {
  academicYears,
  board,
  circulars,
  collegeEvents,
  directoryMembers,
  newsItems,
  sitePages,
} from '../db/schema';
import { getBoardContent } from '@content/board';
import { listBoardMembers } from '../board/list-board-members';
import { shownBoard } from '../board/split-board';
import { listDirectory } from '../directory/published-directory';
import { listPublishedYears } from '../calendar/published-calendar';
import { translatorFor } from '@/i18n/catalogues';
import { yearView } from '@/lib/academic-calendar';
import { isolateLtr } from '@/lib/bidi';
import { listCurrentCirculars } from '../circulars/published-circulars';
import { listUpcomingEvents } from '../events/published-events';
import { collegeToday } from '@/lib/college-time';
import { listPublishedNews } from '../news/published-news';
import { publishedAndDue, publishedBy } from '../publishing/publication';
import type { SearchIndex } from './build-search-index';
import { sitemapKeys, type RouteKey } from '@/config/routes';
import {
  pageDocument,
  type MenuNames,
  boardDocuments,
  calendarDocuments,
  circularDocuments,
  eventDocuments,
  newsDocuments,
  peopleDocuments,
} from './collect-documents';

interface Synced {
  version: string;
  /** How many documents the index had before any news was added (the built ones). */
  base: number;
  /** The settings', figures' and menus' versions its pages' documents state. */
  named: string;
}

/** The versions of what pages' documents name: the build's state the first (0/0/0). */
const namedVersion = () =>
  `${settingsStore().version}/${figuresStore().version}/${navigationStore().version}`;

/** The menus' and groups' names as the college set them, in `locale`. */
function menuNames(locale: Locale): MenuNames {
  const { menus } = currentNavigation();
  return {
    menu: (id) => menus.find((menu) => menu.id === id)?.[locale],
    group: (id) => menus.flatMap((menu) => menu.groups).find((group) => group.id === id)?.[locale],
  };
}

const synced = new Map<SearchIndex, Synced>();
const running = new Map<SearchIndex, Promise<string>>();

/** How many rows of `table` match `where`, their latest change and latest publication. */
async function stateOf(
  db: Db,
  table: PgTable & {
    updatedAt: AnyPgColumn<{ data: Date }>;
    publishAt: AnyPgColumn<{ data: Date }>;
  },
  where: SQL | undefined,
): Promise<string> {
  const [row] = await db
    .select({ items: count(), changed: max(table.updatedAt), due: max(table.publishAt) })
    .from(table)
    .where(where);
  return `${row?.items ?? 0}|${row?.changed?.toISOString() ?? ''}|${row?.due?.toISOString() ?? ''}`;
}

/**
 * The pages their editors changed (issue #46): each one's built document is put in again, under
 * its own id, with the words visitors see now; with `every`, the pages no editor changed too
 * (the settings, figures or menus' names they state have changed).
 */
async function syncEditedPages(
  db: Db,
  locale: Locale,
  index: SearchIndex,
  every: boolean,
): Promise<void> {
  const edited = new Map(
    (
      await db.select({ key: sitePages.routeKey, published: sitePages.published }).from(sitePages)
    ).map(({ key, published }) => [key, published[locale]]),
  );
  const keys = every ? sitemapKeys : [...edited.keys()];
  const names = menuNames(locale);
  for (const key of keys) {
    const id = (sitemapKeys as readonly string[]).indexOf(key);
    const built = index.documents[id];
    if (id < 0 || !built || built.key !== key) continue;
    // A page no editor changed: its repository's words (pageDocument's default).
    const document = pageDocument(locale, key as RouteKey, id, edited.get(key), names);
    index.miniSearch.remove(built);
    index.miniSearch.add(document);
    index.documents[id] = document;
  }
}

/** What the published news is now, in one short string. */
async function newsVersion(db: Db, now: Date): Promise<string> {
  const [pages] = await db
    .select({ items: count(), changed: max(sitePages.publishedAt) })
    .from(sitePages);
  const states = [
    `${pages?.items ?? 0}|${pages?.changed?.toISOString() ?? ''}`,
    await stateOf(db, newsItems, publishedAndDue(newsItems, now)),
    await stateOf(db, collegeEvents, publishedAndDue(collegeEvents, now)),
    await stateOf(db, circulars, publishedAndDue(circulars, now)),
    await stateOf(db, academicYears, publishedAndDue(academicYears, now)),
    await stateOf(db, directoryMembers, publishedBy(directoryMembers.publishAt, now)),
    await stateOf(db, board, publishedBy(board.publishAt, now)),
    // The departments' names are in the people's documents.
    `departments ${departmentsStore().version}`,
    `named ${namedVersion()}`,
  ];
  // The day too: yesterday's events and the notices past their last day leave at midnight.
  return states.concat(collegeToday(now)).join('/');
}

async function sync(db: Db, locale: Locale, index: SearchIndex, now: Date): Promise<string> {
  const version = await newsVersion(db, now);
  const previous = synced.get(index);
  if (previous?.version === version) return version;
  const items = await listPublishedNews(db, locale, { now });
  const events = await listUpcomingEvents(db, locale, { now });
  const notices = await listCurrentCirculars(db, locale, { now });
  const years = (await listPublishedYears(db, now)).map(({ year, draft }) =>
    yearView(year, draft, locale),
  );
  const people = await listDirectory(db, locale, now);
  const shown = shownBoard(await listBoardMembers(db, { now }), getBoardContent(locale), locale);
  const trustees = [...shown.leadership, ...shown.members];
  const heading = translatorFor(locale, 'Calendar');
  const base = previous?.base ?? index.documents.length;
  // The news documents are always the last ones, from `base` on: taken out, then put in again
  // with the same ids, so the index and its documents never grow with the edits.
  // Removed with their own fields (remove, not discard): discard leaves the cleaning to
  // MiniSearch's background vacuum, which failed (TypeError in performVacuuming) when the same
  // ids were put back while it ran.
  index.miniSearch.removeAll(index.documents.slice(base));
  index.documents.length = base;
  const named = namedVersion();
  await syncEditedPages(db, locale, index, named !== (previous?.named ?? '0/0/0'));
  const news = newsDocuments(locale, items, base);
  const dated = [
    ...news,
    ...eventDocuments(locale, events, base + news.length),
    ...circularDocuments(locale, notices, base + news.length + events.length),
  ];
  const calendar = calendarDocuments(
    locale,
    years,
    // A year range keeps its order after Arabic words.
    (year) => heading('heading', { year: isolateLtr(year) }),
    base + dated.length,
  );
  const staff = peopleDocuments(
    locale,
    people,
    base + dated.length + calendar.length,
    departmentNames(locale),
  );
  const documents = [
    ...dated,
    ...calendar,
    ...staff,
    ...boardDocuments(locale, trustees, base + dated.length + calendar.length + staff.length),
  ];
  index.documents.push(...documents);
  index.miniSearch.addAll(documents);
  synced.set(index, { version, base, named });
  return version;
}

/**
 * Brings the news documents of `index` up to date and returns the news version, which the
 * cached answers are keyed on. When the database cannot be read the search goes on with the
 * documents it has (logged), so the pages stay searchable.
 */
export async function syncNewsDocuments(
  locale: Locale,
  index: SearchIndex,
  { db, now = new Date() }: { db?: Db; now?: Date } = {},
): Promise<string> {
  const pending = running.get(index);
  if (pending) return pending;
  const work = (async () => {
    try {
      return await sync(db ?? (await getDb()), locale, index, now);
    } catch (error) {
      console.error(`[search] could not read the news: ${describeError(error)}`);
      return synced.get(index)?.version ?? 'unread';
    } finally {
      running.delete(index);
    }
  })();
  running.set(index, work);
  return work;
}
