/**
 * The text of a page as the constants tests read it: every string of its meta (title,
 * description, intro) and of its body sections, links included, one per line.
 */
import type { RouteKey } from '../../src/config/routes';
import type { Locale } from '../../src/i18n/routing';
import { getPage } from '../index';
import { getSections } from '../sections';
import { resolveSettingTokens } from '../../src/config/setting-tokens';

/** Every string in a value, however deeply nested. */
export function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * Every string of a page in one language, and of `more` (data the page renders besides), as a
 * reader sees it: the settings it names filled in, the no-break spaces that keep a number with its unit read as spaces.
 */
export function pageText(locale: Locale, key: RouteKey, ...more: unknown[]): string {
  // The settings a page names ({{admissionEmail}}) as visitors read them (setting-tokens.ts).
  const page = resolveSettingTokens([getPage(locale, key), getSections(locale, key)], locale);
  return strings([...page, ...more])
    .join('\n')
    .replaceAll('\u00a0', ' ');
}
