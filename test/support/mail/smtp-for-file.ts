/**
 * The mail server of a server test file that sends through the site's mailer (the application
 * and support endpoints): a TestSmtp started before the file's tests, emptied before each one,
 * and, after them, stopped once the site's background deliveries have settled, and the site's
 * database closed (the deliveries write to it). Call it after setting the file's environment
 * and importing the site's modules.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { TestSmtp } from './test-smtp';

export function smtpForFile(): TestSmtp {
  const smtp = new TestSmtp();
  beforeAll(() => smtp.start());
  beforeEach(() => {
    smtp.received = [];
  });
  afterAll(async () => {
    const { backgroundDeliveriesSettled } = await import('@/server/mail/deliver-mail');
    const { closeDatabases } = await import('@/server/db/client');
    await backgroundDeliveriesSettled();
    await smtp.stop();
    await closeDatabases();
  });
  return smtp;
}
