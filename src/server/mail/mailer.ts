/**
 * Sends one message (nodemailer): over SMTP when SMTP_URL is set, otherwise into the local
 * outbox folder as an .eml file (DESIGN.md section 1), so nothing needs a mail server to run.
 */
import 'server-only';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { serverConfig } from '../server-config';

/** A file a message carries, made when it is sent (`mail-attachments.ts`). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The message's language: the sender's name (serverConfig.mailFrom) is the college's in it. */
  locale: 'ar' | 'en';
  /** Where an answer goes (the Reply-To header), when not to the sender. */
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP transports by URL, reused across sends (a pool keeps connections). */
const transports = new Map<string, Transporter>();

function smtpMailer(url: string): Mailer {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as SMTPTransport.Options);
    transports.set(url, transport);
  }
  const smtp = transport;
  return {
    async send(mail) {
      await smtp.sendMail({
        from: serverConfig.mailFrom(mail.locale),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        replyTo: mail.replyTo,
        attachments: mail.attachments,
        messageId: `<${mail.id}@alrowad.edu.sd>`,
      });
    },
  };
}

function outboxMailer(dir: string): Mailer {
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await stream.sendMail({
        from: serverConfig.mailFrom(mail.locale),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        replyTo: mail.replyTo,
        attachments: mail.attachments,
        messageId: `<${mail.id}@alrowad.edu.sd>`,
      });
      // Messages carry applicants' names and addresses: the server's own user reads them only.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${mail.id}.eml`);
      await writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.partial`, file);
    },
  };
}

/** The mailer the configuration asks for. */
export function getMailer(): Mailer {
  const url = serverConfig.smtpUrl();
  return url ? smtpMailer(url) : outboxMailer(serverConfig.outboxDir());
}
