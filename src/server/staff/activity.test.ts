import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { activityPeople, listActivity } from './activity';
import { recordAudit } from './record-audit';
import type { SignedInStaff } from './staff-session';

const amna = { id: 'a-1', email: 'amna@alrowad.edu.sd', name: 'Amna' } as SignedInStaff;
const omar = { id: 'o-1', email: 'omar@alrowad.edu.sd', name: 'Omar' } as SignedInStaff;

describeOnDatabases('the activity page', (database) => {
  it('lists the site changes newest first, by section and by person, and nothing else', async () => {
    const { db } = database;
    const stamp = `${Date.now()}`;
    await recordAudit(db, amna, 'page.publish', { type: 'page', id: 'about/history' });
    await recordAudit(
      db,
      omar,
      'settings.save',
      { type: 'settings', id: '1' },
      { changed: 'phone1' },
    );
    await recordAudit(
      db,
      amna,
      'news.schedule',
      { type: 'news', id: `n-${stamp}` },
      { at: '2027-01-01T06:00:00.000Z' },
    );
    // Not a change of the site: an officer reading an application.
    await recordAudit(db, omar, 'application.view', { type: 'application', id: `x-${stamp}` });

    const all = await listActivity(db, { page: 1 });
    const mine = all.rows.filter((row) => row.email === amna.email || row.email === omar.email);
    expect(mine.slice(0, 3).map((row) => `${row.section}.${row.verb}`)).toEqual([
      'news.schedule',
      'settings.save',
      'pages.publish',
    ]);
    expect(all.rows.some((row) => row.subjectType === 'application')).toBe(false);

    const settings = await listActivity(db, { section: 'settings', page: 1 });
    expect(settings.rows.every((row) => row.section === 'settings')).toBe(true);
    expect(settings.rows[0]?.detail).toEqual({ changed: 'phone1' });

    const byAmna = await listActivity(db, { person: amna.email, page: 1 });
    expect(byAmna.total).toBeGreaterThanOrEqual(2);
    expect(byAmna.rows.every((row) => row.email === amna.email)).toBe(true);
    // Far past the end: an empty page, the total kept.
    expect((await listActivity(db, { page: 9_999 })).rows).toEqual([]);

    const people = (await activityPeople(db)).map((someone) => someone.email);
    expect(people).toEqual(expect.arrayContaining([amna.email, omar.email]));
  });
});
