import { programmeKeys, routes, type RouteKey } from './routes';

/**
 * The sections an editor may be given (issue #47, item 1): the informational pages by the part
 * of the site they belong to (each programme's page its own, so a faculty edits its programme
 * and nothing else), and the desks (news, events, the banner…). An account holding the editor
 * role edits every section (stored as none listed) or only those the administrator chose
 * (`staff_user.editor_sections`); the server checks the section of every workspace page and
 * endpoint it opens (sectionOfStaffPath). Their names are in messages/*.json → Staff.sections.
 */
export const pageSections = [
  'pages-general',
  'pages-about',
  'pages-research',
  'pages-study',
  'pages-admission',
  'pages-campus-life',
  'pages-e-services',
  ...programmeKeys.map((key) => `pages-${key.slice('study/'.length)}` as const),
] as const;
export type PageSection = (typeof pageSections)[number];

export const deskSections = [
  'news',
  'events',
  'circulars',
  'navigation',
  'banner',
  'board',
  'calendar',
  'directory',
  'figures',
  'files',
] as const;
export type DeskSection = (typeof deskSections)[number];

export const editorSections = [...pageSections, ...deskSections] as const;

/**
 * The sections an administrator may make wait for review (issue #47, item 2): every one. The
 * pages' and the desks of items and records review drafts; the banner and the figures, which
 * have none, review proposals; the files library reviews changes to files with content (new
 * files go straight in: docs/staff-workspace.md says why).
 */
export const reviewableSections = editorSections;
export type ReviewableSection = EditorSection;
export type EditorSection = (typeof editorSections)[number];

/** Every section, or those listed. */
export type EditorScope = 'all' | readonly EditorSection[];

export function isEditorSection(value: unknown): value is EditorSection {
  return typeof value === 'string' && (editorSections as readonly string[]).includes(value);
}

/**
 * An account's stored sections ("pages-medicine,news"): none stored is every section; sections
 * no longer known (a programme gone) are dropped, which may leave none, never every one.
 */
export function scopeOf(stored: string | null | undefined): EditorScope {
  if (!stored) return 'all';
  return editorSections.filter((section) => stored.split(',').includes(section));
}

export function scopeHolds(scope: EditorScope, section: EditorSection): boolean {
  return scope === 'all' || scope.includes(section);
}

const menuSections: Record<string, PageSection> = {
  about: 'pages-about',
  research: 'pages-research',
  study: 'pages-study',
  campusLife: 'pages-campus-life',
  eServices: 'pages-e-services',
};

/** The section of an informational page. */
export function sectionOfPage(key: RouteKey): PageSection {
  if ((programmeKeys as readonly string[]).includes(key)) {
    return `pages-${key.slice('study/'.length)}` as PageSection;
  }
  // A page under another one (the fees under the admission page) is in its section.
  type Def = { path: string; group?: string; parent?: string };
  let def: Def = routes[key];
  while (!def.group && def.parent) def = routes[def.parent as RouteKey] as Def;
  if (def.group === 'study.admission') return 'pages-admission';
  const menu = def.group?.split('.')[0];
  return (menu && menuSections[menu]) || 'pages-general';
}

/** Whether `scope` holds any page section (the pages' list opens). */
export function scopeHasPages(scope: EditorScope): boolean {
  return scope === 'all' || scope.some((section) => section.startsWith('pages-'));
}

/**
 * The section a workspace page or endpoint (unprefixed path: `/staff/news/…`,
 * `/api/staff/pages/about/history`) belongs to: a desk's own, a page's, 'pages' for the pages'
 * list (any page section opens it), or null for what every editor shares (the picture uploads
 * the news, the board and the directory use).
 */
export function sectionOfStaffPath(path: string): EditorSection | 'pages' | null {
  const match = /^(?:\/api)?\/staff\/([a-z-]+)(?:\/(.*))?$/.exec(path);
  if (!match) return null;
  const [, area, rest = ''] = match;
  if (area === 'pages') {
    const key = rest.replace(/^preview\//, '').replace(/\/+$/, '');
    return key && Object.hasOwn(routes, key) ? sectionOfPage(key as RouteKey) : 'pages';
  }
  // The directory's departments are the directory's.
  if (area === 'departments') return 'directory';
  return (deskSections as readonly string[]).includes(area!) ? (area as DeskSection) : null;
}
