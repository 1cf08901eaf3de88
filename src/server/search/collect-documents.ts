/**
 * What the site search knows, gathered from the content data of one language (never from
 * rendered HTML): one document per page of the route registry — its title, where it sits in
 * the menus, and every string of its body. What staff publish (news, events, the calendar's
 * years, the directory's people) is added while the server runs (news-documents.ts).
 */
import { circularAnchor } from '@/lib/circulars';
import { getBoardContent } from '@content/board';
import { getCourses } from '@content/courses';
import { getAcademicCalendar, getStaffDirectory } from '@content/calendar';
import { getContent, getPage, navLabelOf } from '@content/index';
import type { PageContent } from '@content/page-schema';
import { getSections } from '@content/sections';
import type { Section } from '@content/sections-schema';
import {
  pathOf,
  routes,
  sitemapKeys,
  trailOf,
  type MenuGroupId,
  type MenuId,
  type RouteKey,
} from '@/config/routes';
import { resolveSettingTokens } from '@/config/setting-tokens';
import { siteConfig } from '@/config/site';
import { localePath, type Locale } from '@/i18n/routing';
import type { AcademicYearView } from '@/lib/academic-calendar';
import { FORMATTED_FIELD, plainText, toDocument } from '@/lib/rich-text';

/** A piece of a page's text: a heading or a paragraph-sized run of body text. */
export interface Passage {
  text: string;
  /** A heading (section, card, step, question): weighs more, and is a poor excerpt alone. */
  heading?: boolean;
  /** The tab the text is in, when it is not the tab a page opens on (linked as ?tab=…). */
  tab?: string;
  /** The id of the page section the text is in, when it has one (linked as #…). */
  anchor?: string;
}

export interface SearchDocument {
  id: number;
  /** The page the result links to. */
  key: RouteKey;
  /**
   * A page, a person of the staff directory (whose result links to the directory), or a news
   * item (published in the database; added to the index while the server runs: news-documents.ts).
   */
  kind: 'page' | 'person' | 'news' | 'event' | 'circular';
  /** Public path in the document's language. */
  href: string;
  title: string;
  /** Where the page sits, for the result's breadcrumb: menu, then parent pages. */
  trail: string[];
  /** Extra words that say where the page sits (the menu group), searched but not shown. */
  place: string[];
  passages: Passage[];
}

/** Keys whose string values are not text a visitor reads. */
const NOT_TEXT = new Set(['type', 'id', 'href', 'srLabel', 'style', 'defaultTab', 'image', 'role']);
/** Keys whose string values are headings. */
const HEADINGS = new Set(['heading', 'title', 'question', 'caption', 'name', 'columns']);

/**
 * Every readable string of a piece of content, in reading order, whatever its shape: walks
 * objects and arrays, so a new kind of section is searchable without a change here. A
 * label/value pair reads as one line ('Duration: 6 years'), a table row as one line.
 */
export function passagesOf(value: unknown, context: Omit<Passage, 'text'> = {}): Passage[] {
  const out: Passage[] = [];
  const visit = (node: unknown, key: string | undefined, where: Omit<Passage, 'text'>) => {
    if (typeof node === 'string') {
      if (key !== undefined && NOT_TEXT.has(key)) return;
      if (key === FORMATTED_FIELD) {
        // Formatted text: its lines, without the document's marks.
        for (const line of plainText(toDocument(node))) out.push({ text: line, ...where });
        return;
      }
      const text = node.trim();
      if (text)
        out.push({ text, ...where, ...(key && HEADINGS.has(key) ? { heading: true } : {}) });
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) {
        // A row of cells (a table's) reads as one line.
        if (Array.isArray(item) && item.every((cell) => typeof cell === 'string')) {
          if (item.length > 0) out.push({ text: item.join(' · '), ...where });
        } else visit(item, key, where);
      }
      return;
    }
    if (node === null || typeof node !== 'object') return; // numbers, booleans: not text
    const record = node as Record<string, unknown>;
    if (typeof record.label === 'string' && typeof record.value === 'string') {
      out.push({ text: `${record.label}: ${record.value}`, ...where });
      for (const [k, v] of Object.entries(record)) {
        if (k !== 'label' && k !== 'value') visit(v, k, where);
      }
      return;
    }
    if (record.type === 'tabs' && Array.isArray(record.tabs)) {
      // The tabs a page opens on is shown at once; the others are linked with ?tab=…
      visit(record.heading, 'heading', where);
      for (const tab of record.tabs as { id: string; label: string; sections: unknown }[]) {
        const inTab = { ...where, ...(tab.id !== record.defaultTab ? { tab: tab.id } : {}) };
        visit(tab.label, 'heading', inTab);
        visit(tab.sections, 'sections', inTab);
      }
      return;
    }
    for (const [k, v] of Object.entries(record)) visit(v, k, where);
  };
  visit(value, undefined, context);
  return out;
}

/** The body of a page's sections, each section's text carrying the section's id. */
function sectionPassages(sections: Section[]): Passage[] {
  return sections.flatMap((section) =>
    passagesOf(section, section.id ? { anchor: section.id } : {}),
  );
}

/**
 * Text that pages not built from sections show, by page: the calendar,
 * the board, the directory's departments, the contact details, the home page's lead.
 */
function pageData(locale: Locale, key: RouteKey): unknown {
  const content = getContent(locale);
  switch (key) {
    case 'home':
      return [content.home.hero.title, content.home.hero.lead];
    // The years themselves are published from the database (calendarDocuments).
    case 'academic-calendar':
      return getAcademicCalendar(locale).generalNotes;
    // The people are published from the database (boardDocuments).
    case 'about/board':
      return getBoardContent(locale).duties;
    // The people are published from the database (peopleDocuments).
    case 'faculty-staff/directory':
      return Object.values(getStaffDirectory(locale).departments);
    // The instructor's lecture pages have their own data shape (content/courses-schema.ts).
    case 'courses':
      return getCourses(locale).home;
    case 'courses/math':
    case 'courses/statistics':
    case 'courses/it':
    case 'courses/ai':
    case 'courses/gis':
      return getCourses(locale)[key.slice('courses/'.length) as 'math'];
    case 'courses/biography':
      return getCourses(locale).biography;
    case 'contact':
      return [
        siteConfig.country[locale],
        ...siteConfig.phones,
        siteConfig.infoEmail,
        siteConfig.admissionEmail,
        siteConfig.admissionPhone,
        siteConfig.officeHours[locale],
      ];
    default:
      return undefined;
  }
}

/** Drops passages that repeat one already kept (the calendar repeats 'Registration'). */
function unique(passages: Passage[]): Passage[] {
  const seen = new Set<string>();
  return passages.filter((passage) => {
    if (seen.has(passage.text)) return false;
    seen.add(passage.text);
    return true;
  });
}

/**
 * The menus' and groups' names a page's trail and place show: the content's, or as the college
 * renamed them on the menus' desk (news-documents.ts passes those).
 */
export interface MenuNames {
  menu: (id: MenuId) => string | undefined;
  group: (id: MenuGroupId) => string | undefined;
}

function trailLabels(locale: Locale, key: RouteKey, names?: MenuNames): string[] {
  const trail = trailOf(key);
  const menu = trail.menu
    ? [names?.menu(trail.menu) ?? getContent(locale).navigation.menus[trail.menu]]
    : [];
  return [...menu, ...trail.pages.map((page) => navLabelOf(locale, page))];
}

function groupLabel(locale: Locale, key: RouteKey, names?: MenuNames): string[] {
  const group = (routes[key] as { group?: MenuGroupId }).group;
  return group ? [names?.group(group) ?? getContent(locale).navigation.groups[group]] : [];
}

/** Every document of one language built with the site: the pages of the registry. */
export function collectDocuments(locale: Locale): SearchDocument[] {
  return sitemapKeys.map((key, id) => pageDocument(locale, key, id));
}

/**
 * The document of one page of the registry (its id: its place in the sitemap's keys), from the
 * repository's words or from `words`, the words its editors published (news-documents.ts).
 */
export function pageDocument(
  locale: Locale,
  key: RouteKey,
  id: number,
  given: PageContent = { ...getPage(locale, key), sections: getSections(locale, key) },
  names?: MenuNames,
): SearchDocument {
  const words = resolveSettingTokens(given, locale);
  return {
    id,
    key,
    kind: 'page',
    href: localePath(locale, pathOf(key)),
    title: words.title,
    trail: trailLabels(locale, key, names),
    place: [...groupLabel(locale, key, names), ...(words.navLabel ? [words.navLabel] : [])],
    passages: unique([
      ...words.intro.map((text) => ({ text })),
      ...sectionPassages(words.sections),
      ...passagesOf(pageData(locale, key)),
    ]),
  };
}

/** One document per person a page lists, linked to that page: the name, then a line about them. */
function personDocuments(
  locale: Locale,
  key: RouteKey,
  people: { name: string; about: string }[],
  firstId: number,
): SearchDocument[] {
  const trail = [...trailLabels(locale, key), navLabelOf(locale, key)];
  return people.map((person, i) => ({
    id: firstId + i,
    key,
    kind: 'person',
    href: localePath(locale, pathOf(key)),
    title: person.name,
    trail,
    place: [],
    passages: [{ text: person.about }],
  }));
}

/**
 * The search documents of the people the staff directory shows (read from the database by
 * news-documents.ts), numbered from `firstId`: each person's name, with their job title and
 * department, linked to the directory.
 */
export function peopleDocuments(
  locale: Locale,
  people: { name: string; title: string; department: string }[],
  firstId: number,
  /** The departments' names by id: the editors' (departments-desk.ts), else the repository's. */
  departments: Record<string, string> = getStaffDirectory(locale).departments,
): SearchDocument[] {
  return personDocuments(
    locale,
    'faculty-staff/directory',
    people.map((person) => ({
      name: person.name,
      about: `${person.title} · ${departments[person.department] ?? person.department}`,
    })),
    firstId,
  );
}

/**
 * The search documents of the people the board's page shows (read from the database by
 * news-documents.ts), numbered from `firstId`: each name, with the position, linked to the page.
 */
export function boardDocuments(
  locale: Locale,
  people: { name: string; position: string }[],
  firstId: number,
): SearchDocument[] {
  return personDocuments(
    locale,
    'about/board',
    people.map((person) => ({ name: person.name, about: person.position })),
    firstId,
  );
}

/**
 * The search documents of news items (read from the database by news-documents.ts), numbered
 * from `firstId`: the title, the summary and every line of the body, linked to the item's page.
 */
export function newsDocuments(
  locale: Locale,
  items: { slug: string; title: string; excerpt: string; body: string }[],
  firstId: number,
): SearchDocument[] {
  const trail = [navLabelOf(locale, 'news')];
  return items.map((item, i) => ({
    id: firstId + i,
    key: 'news',
    kind: 'news',
    href: localePath(locale, `${pathOf('news')}/${item.slug}`),
    title: item.title,
    trail,
    place: [],
    passages: unique([
      { text: item.excerpt },
      ...plainText(toDocument(item.body)).map((text) => ({ text })),
    ]),
  }));
}

/**
 * The search documents of upcoming events (read from the database by news-documents.ts),
 * numbered from `firstId`, each linked to its card on the events page.
 */
export function eventDocuments(
  locale: Locale,
  events: { id: string; title: string; location: string; description: string }[],
  firstId: number,
): SearchDocument[] {
  const trail = [navLabelOf(locale, 'events')];
  return events.map((event, i) => ({
    id: firstId + i,
    key: 'events',
    kind: 'event',
    href: `${localePath(locale, pathOf('events'))}#${event.id}`,
    title: event.title,
    trail,
    place: [],
    passages: [{ text: event.description }, { text: event.location }],
  }));
}

/**
 * The search documents of the notices and circulars in force (read from the database by
 * news-documents.ts), numbered from `firstId`, each linked to its card on the notices page.
 */
export function circularDocuments(
  locale: Locale,
  circulars: { slug: string; title: string; body: string }[],
  firstId: number,
): SearchDocument[] {
  const trail = [navLabelOf(locale, 'circulars')];
  return circulars.map((circular, i) => ({
    id: firstId + i,
    key: 'circulars',
    kind: 'circular',
    href: `${localePath(locale, pathOf('circulars'))}#${circularAnchor(circular.slug)}`,
    title: circular.title,
    trail,
    place: [],
    passages: unique(plainText(toDocument(circular.body)).map((text) => ({ text }))),
  }));
}

/**
 * The search documents of the published academic years (read from the database by
 * news-documents.ts), numbered from `firstId`: one per year, titled as the page's heading, with
 * its semesters and dates, linked to the calendar opened on that year.
 */
export function calendarDocuments(
  locale: Locale,
  years: AcademicYearView[],
  title: (year: string) => string,
  firstId: number,
): SearchDocument[] {
  const key: RouteKey = 'academic-calendar';
  const trail = [...trailLabels(locale, key), navLabelOf(locale, key)];
  return years.map((view, i) => ({
    id: firstId + i,
    key,
    kind: 'page',
    href: `${localePath(locale, pathOf(key))}?year=${view.year}`,
    title: title(view.year),
    trail,
    place: [],
    passages: unique(
      view.semesters.flatMap((semester) => [
        { text: semester.name, heading: true },
        ...semester.events.map(({ event, notes }) => ({
          text: notes ? `${event}: ${notes}` : event,
        })),
      ]),
    ),
  }));
}
