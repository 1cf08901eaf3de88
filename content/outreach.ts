/**
 * The open positions (/careers) and the directions to the campus (/contact) of both
 * languages, validated with their Zod schemas when first imported.
 */
import type { Locale } from '../src/i18n/routing';
import { careers as arCareers } from './ar/pages/careers';
import { directions as arDirections } from './ar/pages/contact';
import { careers as enCareers } from './en/pages/careers';
import { directions as enDirections } from './en/pages/contact';
import {
  careersSchema,
  directionsSchema,
  type CareersContent,
  type DirectionsContent,
} from './outreach-schema';
import { parseContent } from './parse';

function loadCareers(raw: CareersContent, where: string): CareersContent {
  const parsed = parseContent(careersSchema, raw, where);
  return {
    ...parsed,
    positions: parsed.positions.toSorted((a, b) => a.closingDate.localeCompare(b.closingDate)),
  };
}

const careers: Record<Locale, CareersContent> = {
  ar: loadCareers(arCareers, 'ar/pages/careers.ts'),
  en: loadCareers(enCareers, 'en/pages/careers.ts'),
};
const directions: Record<Locale, DirectionsContent> = {
  ar: parseContent(directionsSchema, arDirections, 'ar/pages/contact.ts'),
  en: parseContent(directionsSchema, enDirections, 'en/pages/contact.ts'),
};

/** The open positions and where to apply, in one language (soonest closing first). */
export function getCareers(locale: Locale): CareersContent {
  return careers[locale];
}

/**
 * The positions still open on `today` (a day of Khartoum's calendar, YYYY-MM-DD): a position
 * whose closing day has passed leaves the list by itself. Soonest closing first. Of the
 * repository's positions, or of `positions` (the ones the editors published).
 */
export function openPositions(
  locale: Locale,
  today: string,
  positions: CareersContent['positions'] = careers[locale].positions,
): CareersContent['positions'] {
  return positions
    .filter((position) => position.closingDate >= today)
    .toSorted((a, b) => a.closingDate.localeCompare(b.closingDate));
}

/** How to reach the campus, with the map's words, in one language. */
export function getDirections(locale: Locale): DirectionsContent {
  return directions[locale];
}
