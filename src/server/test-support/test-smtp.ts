/**
 * A real SMTP server for server tests (smtp-server): it keeps every message it receives, and
 * start() points the site's mailer at it (SMTP_URL). Only tests import this file.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export class TestSmtp {
  received: ParsedMail[] = [];
  port = 0;
  private server?: SMTPServer;

  /** Listens (on `port`, or any free port the first time) and sets SMTP_URL to it. */
  start(port = this.port): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => this.received.push(mail))
          .then(() => callback(), callback);
      },
    });
    return new Promise((resolve) =>
      this.server!.listen(port, '127.0.0.1', () => {
        this.port = (this.server!.server.address() as AddressInfo).port;
        process.env.SMTP_URL = `smtp://127.0.0.1:${this.port}`;
        resolve();
      }),
    );
  }

  get listening(): boolean {
    return this.server?.server.listening ?? false;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
