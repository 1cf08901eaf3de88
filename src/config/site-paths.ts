/**
 * The paths the site answers, as types: what `localePath` (src/i18n/paths.ts) accepts, so that
 * a link to a page that does not exist fails the type check instead of a visitor's click.
 */
import type { routes } from './routes';

/** The Arabic (unprefixed) path of a page of routes.ts. */
export type PagePath = (typeof routes)[keyof typeof routes]['path'];

type Place =
  | PagePath
  // Below a page: a news item, an event, a calendar's year, an applicant's status.
  | `${Exclude<PagePath, '/'>}/${string}`
  | '/staff'
  | `/staff/${string}`
  | '/offline'
  // The page a support request's reply link opens (src/server/support/support-link.ts).
  | '/support/reply';

/** A path of the site, with a query or a fragment if any. */
export type SitePath = Place | `${Place}?${string}` | `${Place}#${string}`;
