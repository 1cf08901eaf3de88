/**
 * A real SMTP server for the browser tests: the test site sends its e-mail here
 * (playwright.config.ts sets SMTP_URL), and each message received is written as JSON
 * ({to, replyTo, subject, text, attachments}) to the folder in argv[3], where the tests read it. An
 * address that starts with `bounce-once-` is refused for good (550) the first time it is used,
 * and accepted after: the outbox marks that message failed, and a retry by hand then delivers it.
 * One that starts with `bounce-second-` is refused so the second time only: a support request's
 * acknowledgement arrives, the desk's reply is refused (e2e/staff-support.spec.ts).
 *
 *   node scripts/e2e-smtp.mjs <port> <folder>
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [port, folder] = [Number(process.argv[2]), process.argv[3]];
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });

let count = 0;
const bounced = new Set();
const usesOf = new Map();
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    const to = address.address.toLowerCase();
    if (to.startsWith('bounce-once-') && !bounced.has(to)) {
      bounced.add(to);
      callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      return;
    }
    if (to.startsWith('bounce-second-')) {
      const seen = (usesOf.get(to) ?? 0) + 1;
      usesOf.set(to, seen);
      if (seen === 2) {
        callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
        return;
      }
    }
    callback();
  },
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const file = path.join(folder, `${Date.now()}-${++count}.json`);
        writeFileSync(
          file,
          JSON.stringify({
            to: mail.to?.text ?? '',
            // Where an answer goes (the support desk's mail, issue #45).
            replyTo: mail.replyTo?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            // What a mail client would list beside the text (the receipt, the letter).
            attachments: (mail.attachments ?? []).map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              start: attachment.content.subarray(0, 5).toString('latin1'),
            })),
          }),
        );
      })
      .then(() => callback(), callback);
  },
});
server.listen(port, '127.0.0.1', () =>
  console.log(`[smtp] test mail server on ${port}, messages in ${folder}`),
);
