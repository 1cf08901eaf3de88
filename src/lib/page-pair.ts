/**
 * A page's words in both languages as the page editor handles them (issue #46), for the
 * browser and the server alike: the two languages must keep one structure (the same sections,
 * items and fields, so each Arabic line has its English line beside it), a draft may hold
 * blank fields, a published page none. The Zod schemas of content/page-schema.ts decide the
 * rest; they are applied by the server (src/server/pages/page-desk.ts).
 */
import './zod';
import { z } from 'zod';
import { INVISIBLE } from './single-line';
import { scheduleAt } from './news';
import { formatTextSections } from './page-formatting';
import { FORMATTED_FIELD, plainText, toDocument } from './rich-text';

/** The most a page's JSON may weigh when saved (the longest page of the repository: ~40 KB). */
export const PAGE_MAX_BYTES = 400_000;

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A field's place in a page: `sections.2.items.0.title`. */
export type FieldPath = (string | number)[];

export const pathText = (path: FieldPath) => path.join('.');

/**
 * The values that give a page its structure and are the same in both languages: a section's
 * type, its anchor, a list's style and a grid's columns; a home quick link's icon and colour.
 */
export const structuralKeys = new Set([
  'type',
  'id',
  'style',
  'columns',
  'defaultTab',
  'icon',
  'bgColor',
]);

/**
 * The values written once for both languages, which the editor shows as one field: a vacancy's
 * reference, employment type and closing date, the careers' application address.
 */
export const sharedKeys = new Set(['ref', 'employment', 'closingDate', 'applyEmail']);

/**
 * The lists an editor may lengthen, shorten and reorder (both languages at once): paragraphs,
 * points, cards, steps, questions, a table's rows, a tree's branches, actions. A page's sections
 * and tabs, a table's columns and a row's cells keep the page's structure.
 */
export const growableLists = new Set([
  'subjects',
  'faq',
  'positions',
  'duties',
  'requirements',
  'paragraphs',
  'intro',
  'items',
  'points',
  'body',
  'facts',
  'rows',
  'actions',
  'children',
]);

/** How deep a page's structure may go (a chart's branches are the deepest: about 12). */
export const MAX_DEPTH = 32;

/** Whether `value` nests deeper than `limit` (never looks further than that). */
export function nestsDeeperThan(value: unknown, limit = MAX_DEPTH): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.some((item) => nestsDeeperThan(item, limit - 1));
}

/**
 * Where the two languages' structures part, or null when they are one: the same keys, the
 * same lengths of lists, the same structural values, strings against strings.
 */
export function shapeMismatch(ar: Json, en: Json, path: FieldPath = []): FieldPath | null {
  if (typeof ar === 'string' || typeof en === 'string') {
    return typeof ar === typeof en ? null : path;
  }
  if (Array.isArray(ar) || Array.isArray(en)) {
    if (!Array.isArray(ar) || !Array.isArray(en) || ar.length !== en.length) return path;
    for (let index = 0; index < ar.length; index++) {
      const found = shapeMismatch(ar[index]!, en[index]!, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (ar === null || en === null || typeof ar !== 'object' || typeof en !== 'object') {
    return ar === en ? null : path;
  }
  const keys = Object.keys(ar);
  if (keys.length !== Object.keys(en).length || keys.some((key) => !(key in en))) return path;
  for (const key of keys) {
    const value = ar[key];
    const primitive = typeof value !== 'object' || value === null;
    if ((structuralKeys.has(key) || sharedKeys.has(key)) && primitive && value !== en[key]) {
      return [...path, key];
    }
    const found = shapeMismatch(ar[key]!, en[key]!, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Every text field of a page with its place, in reading order. */
export function textFields(value: Json, path: FieldPath = []): [FieldPath, string][] {
  if (typeof value === 'string') {
    // A section's type, anchor and style are not words (a table's columns, a list, are).
    return structuralKeys.has(String(path.at(-1))) ? [] : [[path, value]];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => textFields(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textFields(item, [...path, key]));
  }
  return [];
}

export { FORMATTED_FIELD };

/** A field's words as a person reads them: formatted text's lines, without its marks. */
export function readableText(path: FieldPath, text: string): string {
  return path.at(-1) === FORMATTED_FIELD ? plainText(toDocument(text)).join('\n') : text;
}

/** The text fields left blank (formatted text with no words too), as paths. */
export function blankFields(value: Json): string[] {
  return textFields(value)
    .filter(([path, text]) => readableText(path, text).trim() === '')
    .map(([path]) => pathText(path));
}

/** One field that differs between two versions of a page in one language. */
export interface FieldChange {
  path: string;
  before: string | null;
  after: string | null;
}

/**
 * What changed from `before` to `after` (one language): each text field changed, added or
 * removed, in words a person reads (formatted text as its lines). Compared with the text
 * sections formatted on both sides: opening a page in the editor changes nothing by itself.
 */
export function changedFields(before: Json, after: Json): FieldChange[] {
  const fields = (value: Json) =>
    new Map(textFields(formatTextSections(value)).map(([path, text]) => [pathText(path), text]));
  const was = fields(before);
  const now = fields(after);
  const shown = (path: string, text: string) => readableText(path.split('.'), text);
  const changes: FieldChange[] = [];
  for (const [path, text] of now) {
    const old = was.get(path);
    if (old !== text) {
      changes.push({
        path,
        before: old === undefined ? null : shown(path, old),
        after: shown(path, text),
      });
    }
  }
  for (const [path, text] of was) {
    if (!now.has(path)) changes.push({ path, before: shown(path, text), after: null });
  }
  return changes;
}

/**
 * An empty copy of a list's item, for the item an editor adds: the same fields, every text
 * blank, every list of texts one blank line, nested lists of objects one empty item.
 */
export function emptyLike(value: Json): Json {
  if (typeof value === 'string') return '';
  if (Array.isArray(value)) {
    const first = value[0];
    return first === undefined ? [] : [emptyLike(first)];
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        structuralKeys.has(key) && (typeof item !== 'object' || item === null)
          ? item
          : emptyLike(item),
      ]),
    );
  }
  return value;
}

/** The value at `path`. */
export function valueAt(value: Json, path: FieldPath): Json | undefined {
  let current: Json | undefined = value;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, Json>)[step];
  }
  return current;
}

/** A copy of `value` with `path` set to `next` (the copies along the way only). */
export function withValueAt(value: Json, path: FieldPath, next: Json): Json {
  if (path.length === 0) return next;
  const [step, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[step as number] = withValueAt(copy[step as number]!, rest, next);
    return copy;
  }
  const record = value as Record<string, Json>;
  return { ...record, [step!]: withValueAt(record[step as string]!, rest, next) };
}

const version = z.number().int().min(0, { error: 'invalid' });
const content = z.object({ ar: z.unknown(), en: z.unknown() }, { error: 'invalid' });

/** The longest comment a reviewer sends back with a page (or a desk's item). */
export const REVIEW_COMMENT_MAX = 2000;

/** What a reviewer writes when sending something back: what needs changing. */
export const reviewComment = z
  .string({ error: 'reviewCommentRequired' })
  .trim()
  .max(REVIEW_COMMENT_MAX, { error: 'reviewCommentTooLong' })
  // Nothing but invisible characters (zero-width spaces, direction marks) says nothing.
  .refine((comment) => !INVISIBLE.test(comment), { error: 'reviewCommentRequired' });

/** What the page editor asks of the server (POST /api/staff/pages/{key}). */
export const pageActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('save'), version, content }).strict(),
    z.object({ action: z.literal('publish'), version, content }).strict(),
    z
      .object({
        action: z.literal('schedule'),
        version,
        content,
        at: scheduleAt,
      })
      .strict(),
    z.object({ action: z.literal('discard'), version }).strict(),
    z.object({ action: z.literal('translated'), version }).strict(),
    // Review (src/server/pages/page-review.ts): the author submits; a reviewer sends it back.
    z.object({ action: z.literal('submit'), version, content }).strict(),
    z
      .object({
        action: z.literal('return'),
        version,
        comment: reviewComment,
      })
      .strict(),
    z
      .object({
        action: z.literal('restore'),
        version,
        revision: z.uuid({ error: 'revisionInvalid' }),
      })
      .strict(),
  ],
  { error: 'invalid' },
);
export type PageAction = z.output<typeof pageActionSchema>;
