/**
 * The text of a page as the constants tests read it: every string of its meta (title,
 * description, intro) and of its body sections, links included, one per line.
 */
import type { RouteKey } from '../../src/config/routes';
import type { Locale } from '../../src/i18n/routing';
import { getPage } from '../index';
import { getSections } from '../sections';

/** Every string in a value, however deeply nested. */
export function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * Every string of a page in one language, and of `more` (data the page renders besides), as a
 * reader sees it: the no-break spaces that keep a number with its unit read as spaces.
 */
export function pageText(locale: Locale, key: RouteKey, ...more: unknown[]): string {
  return strings([getPage(locale, key), getSections(locale, key), ...more])
    .join('\n')
    .replaceAll('\u00a0', ' ');
}
