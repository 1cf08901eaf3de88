import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pgliteTarget,
  postgresTarget,
  type TestDatabase,
} from '../../../test/support/db/test-databases';
import { deliverPendingMail, enqueueMail } from './deliver-mail';

/**
 * A message is due as soon as it is enqueued, even when the clock of the delivery (JavaScript,
 * milliseconds) reads a moment before the database's (`now()`, microseconds): it was once left
 * for the next poll, half a minute later.
 */
for (const target of [pgliteTarget, postgresTarget]) {
  describe.skipIf(target.skip)(`the outbox on ${target.name}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open({ seed: false });
    });
    afterAll(async () => {
      await database?.drop();
    });

    it('sends a message enqueued a moment after the clock it is delivered by', async () => {
      const sent: string[] = [];
      const mailer = { send: async (mail: { id: string }) => void sent.push(mail.id) };
      const before = new Date(Date.now() - 5);
      const [id] = await enqueueMail(database.db, [
        { kind: 'test', to: 'a@example.com', subject: 'S', text: 'T', locale: 'en' },
      ]);
      expect(await deliverPendingMail(database.db, { ids: [id!], mailer, now: before })).toEqual([
        id,
      ]);
      expect(sent).toEqual([id]);
    });

    it('sends plain text without bidirectional marks, which some mail programs draw as boxes', async () => {
      const sent: { subject: string; text: string }[] = [];
      const mailer = {
        send: async (mail: { subject: string; text: string }) => void sent.push(mail),
      };
      const [id] = await enqueueMail(database.db, [
        {
          kind: 'test',
          to: 'c@example.com',
          subject: 'الطلب \u2066RWD-2026-7KQ4ZP\u2069',
          text: 'العام الدراسي \u20662027-2028\u2069\u200f.',
          locale: 'ar',
        },
      ]);
      await deliverPendingMail(database.db, { ids: [id!], mailer });
      expect(sent).toEqual([
        expect.objectContaining({
          subject: 'الطلب RWD-2026-7KQ4ZP',
          text: 'العام الدراسي 2027-2028.',
        }),
      ]);
    });

    it('does not send a retry before its time', async () => {
      const mailer = { send: async () => undefined };
      const [id] = await enqueueMail(database.db, [
        { kind: 'test', to: 'b@example.com', subject: 'S', text: 'T', locale: 'en' },
      ]);
      const failing = {
        send: async () => {
          throw new Error('451 try again later');
        },
      };
      expect(await deliverPendingMail(database.db, { ids: [id!], mailer: failing })).toEqual([]);
      // The retry waits MAIL_RETRY_SECONDS: not due now, due later.
      expect(await deliverPendingMail(database.db, { ids: [id!], mailer })).toEqual([]);
      expect(
        await deliverPendingMail(database.db, {
          ids: [id!],
          mailer,
          now: new Date(Date.now() + 10 * 60_000),
        }),
      ).toEqual([id]);
    });
  });
}
