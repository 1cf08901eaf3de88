/**
 * The workspace's desks of records, each described once: its address under `/staff/` and
 * `/api/staff/` (the key), the prefix of its form's field ids and test markers, the marker its
 * form carries (`data-{form}`), the id of its record page's heading, and its catalogue's namespace
 * (whose `editor` or `form` words the form and the pages use). The forms (client) and
 * the record pages (server) are drawn from this description.
 */
export const recordDesks = {
  news: {
    namespace: 'StaffNews',
    marker: 'news',
    form: 'news-editor',
    titleId: 'news-editor-title',
  },
  events: {
    namespace: 'StaffEvents',
    marker: 'event',
    form: 'event-editor',
    titleId: 'event-editor-title',
  },
  circulars: {
    namespace: 'StaffCirculars',
    marker: 'circular',
    form: 'circular-editor',
    titleId: 'circular-editor-title',
  },
  board: {
    namespace: 'StaffBoard',
    marker: 'board',
    form: 'board-form',
    titleId: 'board-member-title',
  },
  directory: {
    namespace: 'StaffDirectory',
    marker: 'directory',
    form: 'directory-form',
    titleId: 'directory-member-title',
  },
} as const;

export type RecordDesk = keyof typeof recordDesks;

/** The desks of published items (their own page, publication, history and translation state). */
export type ItemDeskKey = 'news' | 'events' | 'circulars';

/**
 * Empty words in both languages for each field named: `blankInBoth('name', 'bio')` is
 * `{ nameAr: '', nameEn: '', bioAr: '', bioEn: '' }`, the start of a new record.
 */
export function blankInBoth<Field extends string>(
  ...fields: Field[]
): Record<`${Field}Ar` | `${Field}En`, string> {
  return Object.fromEntries(
    fields.flatMap((field) => [
      [`${field}Ar`, ''],
      [`${field}En`, ''],
    ]),
  ) as Record<`${Field}Ar` | `${Field}En`, string>;
}
