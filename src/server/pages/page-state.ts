import type { EditedPage } from './page-desk';

/** Where a page stands, as the desk's list and the editor say it. */
export type PageState = 'repository' | 'published' | 'draft' | 'scheduled';

export function pageStateOf(page: Pick<EditedPage, 'version' | 'draft' | 'publishAt'>): PageState {
  if (page.version === 0) return 'repository';
  if (page.draft && page.publishAt) return 'scheduled';
  if (page.draft) return 'draft';
  return 'published';
}
