/**
 * One page's words in one language: its meta (title, menu label, description, intro) and its
 * body sections, together in content/{ar,en}/pages/<route key>.ts. Pages whose body is made
 * elsewhere (the home page, the calendar, the directory, the search…) have no sections.
 */
import { z } from 'zod';
import { pageMetaSchema } from './schema';
import { sectionSchema } from './sections-schema';

export const pageSchema = pageMetaSchema.extend({
  sections: z.array(sectionSchema),
});
export type PageInput = z.input<typeof pageSchema>;
export type PageContent = z.output<typeof pageSchema>;
