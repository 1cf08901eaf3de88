/**
 * The one-time seed of the events (issue #22): the events of seeds/events-seed.ts, published,
 * each with a first revision, into a fresh database, once, and never into an events table that
 * already has rows (seed-once.ts).
 *
 * Loaded outside the Next.js bundler too (scripts/db-migrate.mjs): relative imports only.
 */
import type { EventDraft } from '../../lib/college-events';
import type { Db } from './db';
import { collegeEvents, eventRevisions } from './schema';
import { seedPublishedItems } from './seed-once';
import { eventsSeed, type EventSeedItem } from './seeds/events-seed';

export function eventSeedDraft(item: EventSeedItem): EventDraft {
  return {
    slug: item.slug,
    date: item.date,
    endDate: '',
    time: item.time,
    durationMinutes: item.durationMinutes,
    titleAr: item.title.ar,
    titleEn: item.title.en,
    locationAr: item.location.ar,
    locationEn: item.location.en,
    descriptionAr: item.description.ar,
    descriptionEn: item.description.en,
  };
}

/** When the seeded events count as published: before any of them, once and for all. */
export const EVENTS_SEED_PUBLISHED_AT = new Date('2026-11-01T00:00:00+02:00');

/** Seeds the events if this database never was and the table is empty; returns the count. */
export async function seedEvents(db: Db): Promise<number> {
  return seedPublishedItems(
    db,
    'events',
    collegeEvents,
    eventRevisions,
    'eventId',
    eventsSeed,
    eventSeedDraft,
    (_item, draft) => ({
      ...draft,
      endDate: draft.endDate || null,
      publishAt: EVENTS_SEED_PUBLISHED_AT,
    }),
  );
}
