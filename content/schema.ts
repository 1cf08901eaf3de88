/**
 * Zod schemas of the site's content. Every content file of both languages is parsed with
 * these at build time (content/index.ts), so a missing or empty field fails the build, and
 * the TypeScript types below make a missing page key a compile error.
 */
import { z } from 'zod';
import type { MenuGroupId, MenuId, RouteKey } from '../src/config/routes';

const text = z.string().trim().min(1);

export const pageMetaSchema = z.object({
  /** The page heading (h1), menu label and first half of the document title. */
  title: text,
  /** Shorter label for menus and breadcrumbs, when the title is long. */
  navLabel: text.optional(),
  /** The meta description: one sentence, at most 160 characters. */
  description: text.max(160),
  /** Opening paragraphs shown under the heading. */
  intro: z.array(text).min(1),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
export type PagesContent = Record<RouteKey, PageMeta>;

export const navigationSchema = z.object({
  menus: z.record(z.string(), text),
  groups: z.record(z.string(), text),
});
export interface NavigationContent {
  menus: Record<MenuId, string>;
  groups: Record<MenuGroupId, string>;
}

/** Icons the quick links may use (a fixed set keeps the client bundle free of icon code). */
export const quickLinkIcons = [
  'graduation-cap',
  'calendar',
  'book-open',
  'monitor',
  'users',
  'file-text',
  'mail',
  'library',
] as const;
/** Colour tones of the quick-link tiles (bgColor in the spec). */
export const tones = ['teal', 'amber', 'sky', 'rose', 'violet', 'emerald'] as const;

export const homeSchema = z.object({
  hero: z.object({
    kicker: text,
    title: text,
    lead: text,
    imageAlt: text,
  }),
  quickLinks: z.object({
    heading: text,
    items: z
      .array(
        z.object({
          id: text,
          title: text,
          icon: z.enum(quickLinkIcons),
          /** A page key of src/config/routes.ts. */
          href: text,
          bgColor: z.enum(tones),
        }),
      )
      .length(6),
  }),
  instructorPromo: z.object({
    heading: text,
    text: text,
    subjects: z.array(text).min(3),
  }),
  news: z.object({ heading: text }),
  statistics: z.object({
    heading: text,
    // `note` says what is counted, so the figures agree with the rest of the site (#24).
    items: z.array(z.object({ id: text, value: text, label: text, note: text })).length(4),
  }),
  programmes: z.object({
    heading: text,
    lead: text,
    items: z.array(z.object({ id: text, title: text, description: text, href: text })).min(6),
  }),
  leadership: z.object({
    heading: text,
    items: z.array(z.object({ id: text, name: text, title: text, department: text })).min(3),
  }),
  events: z.object({ heading: text }),
});
export type HomeContent = z.infer<typeof homeSchema>;
