import { describe, expect, it } from 'vitest';
import { eventDraftSchema, type EventDraft } from '@/lib/college-events';
import { convertNewsBodies } from '../db/convert-news-bodies';
import { collegeEvents, eventRevisions } from '../db/schema';
import { seedEvents } from '../db/seed-events';
import { eventsSeed } from '../db/seeds/events-seed';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import {
  auditedActions,
  editor,
  refusalCode,
  refusedFields,
} from '../../../test/support/publishing/desk-tests';
import {
  changeEventStatus,
  createEvent,
  getEventForStaff,
  restoreEventRevision,
  saveEvent,
} from './events-desk';
import { listUpcomingEvents } from './published-events';

const now = new Date('2026-11-24T10:00:00Z');

const draft = (change: Partial<EventDraft> = {}): EventDraft =>
  eventDraftSchema.parse({
    slug: 'career-fair-2027',
    date: '2027-03-10',
    time: '10:00',
    durationMinutes: 240,
    titleAr: 'معرض التوظيف',
    titleEn: 'Career fair',
    locationAr: 'الساحة الرئيسية',
    locationEn: 'Main courtyard',
    descriptionAr: 'تلتقي الشركات بالطلاب والخريجين.',
    descriptionEn: 'Employers meet students and graduates.',
    ...change,
  });

describe('the event schema', () => {
  it('refuses an event that runs past midnight, a bad time, and the all-events file name', () => {
    const refused = eventDraftSchema.safeParse({
      ...draft(),
      slug: 'all-events',
      time: '22:00',
      durationMinutes: 180,
    });
    expect(refusedFields(refused)).toEqual([
      ['durationMinutes', 'eventPastMidnight'],
      ['slug', 'slugInvalid'],
    ]);
    expect(eventDraftSchema.safeParse({ ...draft(), time: '25:00' }).success).toBe(false);
    // An event of several days: its last day after the first, at most 30 days later; a version
    // saved before events could last several days reads as one day.
    for (const endDate of ['2027-03-10', '2027-03-09', '2027-04-10', '2027-02-30']) {
      const refusedEnd = eventDraftSchema.safeParse({ ...draft(), endDate });
      expect(
        refusedEnd.error?.issues.map((issue) => issue.message),
        endDate,
      ).toEqual(['eventEndInvalid']);
    }
    expect(eventDraftSchema.parse({ ...draft(), endDate: '2027-03-11' }).endDate).toBe(
      '2027-03-11',
    );
    const older: Partial<EventDraft> = draft();
    delete older.endDate;
    expect(eventDraftSchema.parse(older).endDate).toBe('');
    expect(
      eventDraftSchema.safeParse({ ...draft(), durationMinutes: '90' }).data?.durationMinutes,
    ).toBe(90);
  });
});

describeOnDatabases('the events desk', (database) => {
  it('seeds the events once, published, and lists the upcoming ones soonest first', async () => {
    expect(await seedEvents(database.db)).toBe(eventsSeed.length);
    expect(await seedEvents(database.db)).toBe(0);
    const upcoming = await listUpcomingEvents(database.db, 'en', { now });
    expect(upcoming.map((event) => event.id)).toEqual(
      eventsSeed.toSorted((a, b) => a.date.localeCompare(b.date)).map((item) => item.slug),
    );
    // Past events leave the list.
    const later = await listUpcomingEvents(database.db, 'en', {
      now: new Date('2027-01-20T10:00:00Z'),
    });
    expect(later.every((event) => event.date >= '2027-01-20')).toBe(true);
    expect(later.length).toBeLessThan(upcoming.length);
  });

  it('publishes a complete event only, then shows it; a stale copy is refused', async () => {
    const { id } = await createEvent(database.db, editor, draft({ descriptionEn: '' }));
    expect(await listUpcomingEvents(database.db, 'en', { now })).toEqual([]);
    expect(
      await refusalCode(changeEventStatus(database.db, editor, id, { action: 'publish' }, now)),
    ).toBe('news_incomplete');
    const opened = (await getEventForStaff(database.db, id))!.item.updatedAt.toISOString();
    const saved = await saveEvent(database.db, editor, id, draft(), { version: opened });
    expect(
      await refusalCode(
        saveEvent(database.db, editor, id, draft({ titleEn: 'Stale' }), { version: opened }),
      ),
    ).toBe('news_conflict');
    await changeEventStatus(
      database.db,
      editor,
      id,
      { action: 'publish', version: saved.version },
      now,
    );
    const [event] = await listUpcomingEvents(database.db, 'ar', { now });
    expect(event).toMatchObject({ id: 'career-fair-2027', title: 'معرض التوظيف', time: '10:00' });
    expect(await auditedActions(database.db, id)).toEqual([
      'event.create',
      'event.publish',
      'event.save',
    ]);
  });

  it('schedules an event, listed from that time, and takes it off the site', async () => {
    const { id } = await createEvent(database.db, editor, draft());
    const at = new Date('2026-12-01T07:00:00Z');
    expect(
      await refusalCode(changeEventStatus(database.db, editor, id, { action: 'unpublish' }, now)),
    ).toBe('news_status_unchanged');
    expect(
      await refusalCode(
        changeEventStatus(database.db, editor, id, { action: 'schedule', at: now }, now),
      ),
    ).toBe('schedule_in_past');
    expect(
      await changeEventStatus(database.db, editor, id, { action: 'schedule', at }, now),
    ).toEqual({ visibility: 'scheduled', publishAt: at.toISOString() });
    expect(await listUpcomingEvents(database.db, 'en', { now })).toEqual([]);
    expect(
      (await listUpcomingEvents(database.db, 'en', { now: at })).map((event) => event.title),
    ).toEqual(['Career fair']);

    await changeEventStatus(database.db, editor, id, { action: 'unpublish' }, at);
    expect(await listUpcomingEvents(database.db, 'en', { now: at })).toEqual([]);
    expect(await auditedActions(database.db, id)).toEqual([
      'event.create',
      'event.schedule',
      'event.unpublish',
    ]);
  });

  it('keeps every version, puts one back, and refuses a second event at one address', async () => {
    const { id } = await createEvent(database.db, editor, draft());
    await saveEvent(database.db, editor, id, draft({ titleEn: 'Career fair: second day' }));
    const { revisions } = (await getEventForStaff(database.db, id))!;
    await restoreEventRevision(database.db, editor, id, revisions.at(-1)!.id);
    expect((await getEventForStaff(database.db, id))!.item.titleEn).toBe('Career fair');
    expect(await database.db.select().from(eventRevisions)).toHaveLength(3);
    expect(await refusalCode(createEvent(database.db, editor, draft()))).toBe('event_slug_taken');
    expect(await database.db.select().from(collegeEvents)).toHaveLength(1);
  });

  it('lists an event of several days until its last day, and files it to its last day', async () => {
    const { id } = await createEvent(
      database.db,
      editor,
      draft({ date: '2027-03-10', endDate: '2027-03-12', time: '09:00', durationMinutes: 480 }),
    );
    await changeEventStatus(database.db, editor, id, { action: 'publish' }, now);
    const onLastDay = await listUpcomingEvents(database.db, 'en', {
      now: new Date('2027-03-12T20:00:00Z'),
    });
    expect(onLastDay).toEqual([
      expect.objectContaining({ id: 'career-fair-2027', endDate: '2027-03-12' }),
    ]);
    expect(
      await listUpcomingEvents(database.db, 'en', { now: new Date('2027-03-13T08:00:00Z') }),
    ).toEqual([]);
    expect((await getEventForStaff(database.db, id))!.item.endDate).toBe('2027-03-12');
    // Back to one day: no last day is stored.
    await saveEvent(database.db, editor, id, draft({ endDate: '' }));
    expect((await getEventForStaff(database.db, id))!.item.endDate).toBeNull();
  });
});

describeOnDatabases('the events description, written with the toolbar editor', (database) => {
  it('is kept as a document; the card gets it whole, the calendar files its words', async () => {
    const { id } = await createEvent(
      database.db,
      editor,
      draft({
        descriptionEn: 'Meet employers:\n\n- interviews\n- [the fair](https://example.org)',
      }),
    );
    const stored = (await getEventForStaff(database.db, id))!.item.descriptionEn;
    expect(JSON.parse(stored)).toMatchObject({ type: 'doc' });
    await changeEventStatus(database.db, editor, id, { action: 'publish' }, now);
    const [event] = await listUpcomingEvents(database.db, 'en', { now });
    expect(event!.descriptionDocument).toBe(stored);
    expect(event!.description).toBe('Meet employers:\ninterviews\nthe fair');
    // A description past its length is refused, named under its field.
    expect(
      refusedFields(eventDraftSchema.safeParse({ ...draft(), descriptionAr: 'ك'.repeat(1_001) })),
    ).toEqual([['descriptionAr', 'eventDescriptionTooLong']]);
  });

  it('converts the descriptions written before the editor at start, once', async () => {
    const [row] = await database.db
      .insert(collegeEvents)
      .values({
        ...draft(),
        endDate: null,
        descriptionAr: 'وصف قديم',
        descriptionEn: 'An old description',
        status: 'draft',
      })
      .returning({ id: collegeEvents.id });
    expect(await convertNewsBodies(database.db)).toBe(1);
    expect(await convertNewsBodies(database.db)).toBe(0);
    const item = (await getEventForStaff(database.db, row!.id))!.item;
    expect(JSON.parse(item.descriptionEn)).toMatchObject({ type: 'doc' });
  });
});
