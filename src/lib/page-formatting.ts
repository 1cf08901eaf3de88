/**
 * A page's text sections as the workspace edits them (issue #46, item 4): the repository writes
 * a text section as plain paragraphs (`type: 'text'`); the page editor opens it as formatted text
 * (`type: 'formatted'`), the same words as the toolbar editor's document, so an editor can make
 * a word bold, a line a heading or a list, or a phrase a link. Publishing the page stores the
 * formatted section; the public page renders either kind.
 *
 * The comparisons of two versions (what changed, which language changed) are made on this form,
 * so that the conversion alone is never a change.
 */
import type { Json } from './page-pair';
import { paragraphsDocument } from './rich-text';

type JsonObject = { [key: string]: Json };

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` (a page's words in one language, or any part of them) with its text sections formatted. */
export function formatTextSections(value: Json): Json {
  if (Array.isArray(value)) return value.map(formatTextSections);
  if (!isObject(value)) return value;
  if (
    value.type === 'text' &&
    Array.isArray(value.paragraphs) &&
    value.paragraphs.every((paragraph) => typeof paragraph === 'string')
  ) {
    const { paragraphs, ...rest } = value;
    return { ...rest, type: 'formatted', document: paragraphsDocument(paragraphs as string[]) };
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, formatTextSections(item)]),
  );
}
