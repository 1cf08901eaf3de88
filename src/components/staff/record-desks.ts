/**
 * The workspace's desks of records, each described once: its address under `/staff/` and
 * `/api/staff/` (the key), the prefix of its form's field ids and test markers, the marker its
 * form carries (`data-{form}`), and the id of its record page's heading. The forms (client) and
 * the record pages (server) are drawn from this description.
 */
export const recordDesks = {
  news: { marker: 'news', form: 'news-editor', titleId: 'news-editor-title' },
  events: { marker: 'event', form: 'event-editor', titleId: 'event-editor-title' },
  board: { marker: 'board', form: 'board-form', titleId: 'board-member-title' },
  directory: { marker: 'directory', form: 'directory-form', titleId: 'directory-member-title' },
} as const;

export type RecordDesk = keyof typeof recordDesks;
