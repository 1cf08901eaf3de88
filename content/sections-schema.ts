/**
 * The body of an informational page as data: an ordered list of sections, each one of a few
 * block types (text, formatted text, list, cards, stats, steps, facts, table, FAQ, tree, call
 * to action, contact). content/{ar,en}/sections/*.ts hold them per language under the page's route key;
 * src/components/sections/ renders them. Both languages must have the same sections in the
 * same order with the same number of items (content/sections.test.ts).
 */
import { z } from 'zod';
import { readRichText, textLength } from '../src/lib/rich-text';

const text = z.string().trim().min(1);

/**
 * Where a link goes: a page of the site as its Arabic (unprefixed) path, e.g. '/admission'
 * (localised when rendered), a file under /downloads/, a mailto:, tel: or https: address, or
 * 'config:<name>': an address of the deployment's configuration (src/config/site.ts, e.g. the
 * learning platform's sign-in), resolved when the page is rendered.
 */
export const hrefSchema = z
  .string()
  .regex(
    /^(\/|mailto:|tel:|https:\/\/|config:(learningPlatform|webmail|portalStudents|portalFaculty|portalStaff)$)/,
    "a site path, 'mailto:', 'tel:' or 'https://' address, or a configured address ('config:learningPlatform')",
  );

export const linkSchema = z.object({
  label: text,
  href: hrefSchema,
  /** Optional words for screen readers when the label alone is ambiguous ("Apply" → "Apply to medicine"). */
  srLabel: text.optional(),
});
export type ContentLink = z.infer<typeof linkSchema>;

const fact = z.object({ label: text, value: text });
/** A fact that may be a link: a service's e-mail (mailto:) or phone (tel:) on its card. */
const linkedFact = fact.extend({ href: hrefSchema.optional() });

/** Optional anchor id (ASCII), so a section can be linked to: /study/medicine#admission. */
const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/)
  .optional();

const base = { id: anchor, heading: text };

export const cardSchema = z.object({
  title: text,
  /** A short line under the title: a role, a location, a degree. */
  subtitle: text.optional(),
  body: z.array(text).optional(),
  facts: z.array(linkedFact).optional(),
  points: z.array(text).optional(),
  link: linkSchema.optional(),
  /** A badge in the card's corner ("Free", "Since 1995"). */
  badge: text.optional(),
});
export type Card = z.infer<typeof cardSchema>;

interface TreeNode {
  label: string;
  note?: string;
  children?: TreeNode[];
}
const treeNode: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({ label: text, note: text.optional(), children: z.array(treeNode).optional() }),
);

/**
 * Formatted text as the workspace's toolbar editor stores it (src/lib/rich-text.ts): the
 * document as JSON, holding only what the toolbar makes (headings, paragraphs, lists, tables,
 * bold, italic and safe links). Refused with the news editor's codes.
 */
const richText = z
  .string()
  .max(100_000)
  .superRefine((value, context) => {
    const { document, problems } = readRichText(value);
    for (const problem of problems) context.addIssue({ code: 'custom', message: problem });
    if (document && problems.length === 0 && textLength(document) === 0) {
      context.addIssue({ code: 'custom', message: 'requiredToPublish' });
    }
  });

const blockSchemas = [
  /** Paragraphs under a heading. */
  z.object({ type: z.literal('text'), ...base, paragraphs: z.array(text).min(1) }),
  /**
   * Formatted text under a heading: a text section once an editor has opened it in the
   * workspace (its paragraphs become the toolbar editor's document, src/lib/page-formatting.ts).
   */
  z.object({ type: z.literal('formatted'), ...base, document: richText }),
  /** A list of points; 'numbered' for an order that matters. */
  z.object({
    type: z.literal('list'),
    ...base,
    intro: text.optional(),
    style: z.enum(['bullets', 'numbered', 'checks']).default('bullets'),
    items: z.array(text).min(1),
  }),
  /** A grid of cards (programmes, people, facilities). */
  z.object({
    type: z.literal('cards'),
    ...base,
    intro: text.optional(),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    items: z.array(cardSchema).min(1),
  }),
  /** Big figures with their labels (158 published studies). */
  z.object({
    type: z.literal('stats'),
    ...base,
    intro: text.optional(),
    items: z.array(z.object({ value: text, label: text })).min(1),
  }),
  /** An ordered process: each step a title and what happens. */
  z.object({
    type: z.literal('steps'),
    ...base,
    intro: text.optional(),
    items: z.array(z.object({ title: text, body: text })).min(2),
  }),
  /** Key facts as label/value pairs (duration, degree, tuition). */
  z.object({
    type: z.literal('facts'),
    ...base,
    intro: text.optional(),
    items: z.array(fact).min(1),
  }),
  /** A data table; every row has one cell per column. */
  z.object({
    type: z.literal('table'),
    ...base,
    intro: text.optional(),
    caption: text,
    columns: z.array(text).min(2),
    rows: z.array(z.array(text)).min(1),
  }),
  /** Questions and answers, each expandable. */
  z.object({
    type: z.literal('faq'),
    ...base,
    items: z.array(z.object({ question: text, answer: text })).min(1),
  }),
  /** A hierarchy (the organisational chart), rendered as nested lists. */
  z.object({ type: z.literal('tree'), ...base, intro: text.optional(), root: treeNode }),
  /** A highlighted box with one or more actions (apply, download, write to us). */
  z.object({
    type: z.literal('callout'),
    ...base,
    body: z.array(text).min(1),
    actions: z.array(linkSchema).min(1),
  }),
  /** Who to contact: label/value lines, each optionally a link (mailto:, tel:). */
  z.object({
    type: z.literal('contact'),
    ...base,
    intro: text.optional(),
    items: z.array(fact.extend({ href: hrefSchema.optional() })).min(1),
  }),
  /** A signed message (the dean's word): paragraphs, then who wrote it. */
  z.object({
    type: z.literal('message'),
    ...base,
    paragraphs: z.array(text).min(1),
    author: text,
    role: text,
  }),
] as const;

/** Any section but tabs: what a tab panel holds. */
export const blockSchema = z.discriminatedUnion('type', [...blockSchemas]);
export type Block = z.infer<typeof blockSchema>;

/**
 * Tabs (the spec's tabbed pages): each tab a label and its own sections; the default tab first
 * in the spec's words. The selected tab is kept in the URL as ?tab=<id>.
 */
const tabsSchema = z.object({
  type: z.literal('tabs'),
  ...base,
  /** The tab shown first. */
  defaultTab: z.string().regex(/^[a-z][a-z0-9-]*$/),
  tabs: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z][a-z0-9-]*$/),
        label: text,
        sections: z.array(blockSchema).min(1),
      }),
    )
    .min(2),
});

export const sectionSchema = z
  .discriminatedUnion('type', [...blockSchemas, tabsSchema])
  .refine(
    (section) =>
      section.type !== 'tabs' || section.tabs.some((tab) => tab.id === section.defaultTab),
    {
      message: 'defaultTab must be the id of one of the tabs',
    },
  );
export type Section = z.infer<typeof sectionSchema>;
export type SectionInput = z.input<typeof sectionSchema>;
