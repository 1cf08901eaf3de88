/**
 * A real SMTP server for server tests (smtp-server): it keeps every message it receives, and
 * start() points the site's mailer at it (SMTP_URL).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export class TestSmtp {
  received: ParsedMail[] = [];
  port = 0;
  /** Recipients refused for good (SMTP 550), as a mail server does for an unknown mailbox. */
  refused = new Set<string>();
  private server?: SMTPServer;

  /** Listens (on `port`, or any free port the first time) and sets SMTP_URL to it. */
  start(port = this.port): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refused.has(address.address)) return callback();
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      },
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

/**
 * An SMTP server that accepts connections and never says a word (no greeting): what a hung
 * mail server looks like to the site. close() drops every connection it holds.
 */
export async function silentSmtp(port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const { createServer } = await import('node:net');
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
