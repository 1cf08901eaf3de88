/**
 * The office's season of the bench (scripts/bench-office.mjs) is what the workspace lists: a
 * small one, on PGlite, read back through the inbox's and the support desk's own list functions.
 * Every filled row is listed, each filter's choices add up to the whole list, and every choice
 * is used; each support request's thread agrees with its status. When the schema or the lists
 * change, the bench's data must change with them, or these fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeIds } from '@/lib/application-choices';
import { feeStatuses } from '@/lib/application-fee';
import { reviewStatuses } from '@/lib/review-status';
import { supportKinds, supportStatuses } from '@/lib/support-desk';
import { parseInboxQuery } from '@/server/applications/inbox-query';
import {
  countChoices,
  listApplications,
  type Facet,
} from '@/server/applications/list-applications';
import { supportReplies } from '@/server/db/schema';
import { createStaffAccount } from '@/server/staff/create-staff-account';
import { listSupportRequests } from '@/server/support/list-support-requests';
import { parseSupportQuery } from '@/server/support/support-query';
import { pgliteTarget, type TestDatabase } from '../../test/support/db/test-databases';
import { fillApplications, fillSupportRequests } from './fill-office';

const APPLICATIONS = 30;
const REQUESTS = 40;

let database: TestDatabase;
const officers: { id: string; email: string; name: string }[] = [];
const agents: { id: string; email: string; name: string }[] = [];

beforeAll(async () => {
  database = await pgliteTarget.open();
  const account = async (email: string, role: 'admissions' | 'support') => ({
    id: await createStaffAccount(database.db, {
      email,
      name: email.split('@')[0]!,
      roles: [role],
      password: 'a long enough passphrase',
    }),
    email,
    name: email.split('@')[0]!,
  });
  officers.push(await account('officer@alrowad.edu.sd', 'admissions'));
  officers.push(await account('officer2@alrowad.edu.sd', 'admissions'));
  agents.push(await account('desk@alrowad.edu.sd', 'support'));
  agents.push(await account('desk2@alrowad.edu.sd', 'support'));
  await fillApplications(database.db, { applications: APPLICATIONS, officers });
  await fillSupportRequests(database.db, { requests: REQUESTS, agents });
});

afterAll(() => database?.drop());

describe('the bench season of applications', () => {
  const me = () => officers[0]!.id;
  const total = async (params: Record<string, string>) =>
    (await listApplications(database.db, parseInboxQuery(params), { me: me() })).total;

  it('is listed whole by the inbox, a page at a time', async () => {
    const page = await listApplications(database.db, parseInboxQuery({}), { me: me() });
    expect(page.total).toBe(APPLICATIONS);
    expect(page.rows).toHaveLength(25);
    expect(page.pages).toBe(2);
  });

  it.each([
    ['status', reviewStatuses],
    ['fee', feeStatuses],
    ['track', ['undergraduate', 'graduate', 'international']],
  ] as const)(
    "uses every %s, and the counts of the inbox's filter add up",
    async (facet, values) => {
      const counts = await countChoices(database.db, parseInboxQuery({}), facet as Facet, me());
      expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(APPLICATIONS);
      for (const value of values) {
        expect(counts[value], value).toBeGreaterThan(0);
        expect(await total({ [facet]: value })).toBe(counts[value]);
      }
    },
  );

  it('names programmes, intakes, certificate types and streams the filters list', async () => {
    let listed = 0;
    for (const programme of programmeIds) listed += await total({ programme });
    expect(listed).toBe(APPLICATIONS);
    for (const facet of ['intake', 'certificate', 'stream'] as const) {
      const counts = await countChoices(database.db, parseInboxQuery({}), facet, me());
      const chosen = Object.entries(counts).filter(([value]) => value !== 'null');
      expect(chosen.length, facet).toBeGreaterThan(1);
      for (const [value, count] of chosen) expect(await total({ [facet]: value })).toBe(count);
    }
  });

  it('assigns some to the signed-in officer, some to another and leaves some to no one', async () => {
    const mine = await total({ officer: 'mine' });
    const nobody = await total({ officer: 'none' });
    const other = await total({ officer: officers[1]!.id });
    expect([mine, nobody, other].every((n) => n > 0)).toBe(true);
    expect(mine + nobody + other).toBe(APPLICATIONS);
  });

  it('has applications the applicant changed since, and finds one by name and reference', async () => {
    const { rows } = await listApplications(database.db, parseInboxQuery({}), { me: me() });
    const first = rows[0]!;
    expect(await total({ q: first.reference })).toBe(1);
    expect(await total({ q: first.applicantName })).toBeGreaterThan(0);
    const counts = await countChoices(database.db, parseInboxQuery({}), 'updated', me());
    expect((counts.true ?? 0) + (counts.false ?? 0)).toBe(APPLICATIONS);
  });
});

describe('the bench year of the support desk', () => {
  const me = () => agents[0]!.id;
  const list = (params: Record<string, string>) =>
    listSupportRequests(database.db, parseSupportQuery(params), { me: me() });

  it('is listed whole by the desk', async () => {
    expect((await list({})).total).toBe(REQUESTS);
  });

  it('has every status and kind, and the filters add up', async () => {
    for (const [name, values] of [
      ['status', supportStatuses],
      ['kind', supportKinds],
    ] as const) {
      let listed = 0;
      for (const value of values) {
        const { total } = await list({ [name]: value });
        expect(total, value).toBeGreaterThan(0);
        listed += total;
      }
      expect(listed).toBe(REQUESTS);
    }
    const mine = (await list({ agent: 'mine' })).total;
    const nobody = (await list({ agent: 'none' })).total;
    const other = (await list({ agent: agents[1]!.id })).total;
    expect([mine, nobody, other].every((n) => n > 0)).toBe(true);
    expect(mine + nobody + other).toBe(REQUESTS);
  });

  it("gives each request a thread its status agrees with, and the desk's replies counted", async () => {
    const replies = await database.db.select().from(supportReplies);
    const { rows } = await listSupportRequests(database.db, parseSupportQuery({}), {
      pageSize: REQUESTS,
    });
    expect(rows).toHaveLength(REQUESTS);
    expect(replies.some((reply) => reply.from === 'requester')).toBe(true);
    for (const row of rows) {
      const thread = replies
        .filter((reply) => reply.requestId === row.id)
        .toSorted((a, b) => +a.createdAt - +b.createdAt);
      expect(row.replies).toBe(thread.filter((reply) => reply.from === 'desk').length);
      const last = thread.at(-1);
      if (row.status === 'answered') expect(last?.from).toBe('desk');
      if (row.status === 'new') expect(last?.from ?? 'requester').toBe('requester');
      expect(row.kind === 'contact').toBe(row.subject !== null);
    }
  });
});
