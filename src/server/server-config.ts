/**
 * Server-side settings from the environment, each with a safe default (docs/configuration.md). Read at call time, so tests can set them per case.
 */
import path from 'node:path';
import { siteConfig } from '@/config/site';
import { dataDir } from './files/private-data';

function number(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const serverConfig = {
  /** Where uploaded documents are stored (never under anything served). */
  uploadsDir: () =>
    path.resolve(
      /*turbopackIgnore: true*/ process.env.UPLOADS_DIR?.trim() || path.join(dataDir(), 'uploads'),
    ),
  /**
   * S3-compatible object storage for the uploads, used when S3_BUCKET is set. Credentials come
   * from S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY, or else from the AWS SDK's usual sources.
   */
  s3: () => {
    const bucket = process.env.S3_BUCKET?.trim();
    if (!bucket) return undefined;
    const accessKeyId = process.env.S3_ACCESS_KEY_ID?.trim();
    const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY?.trim();
    return {
      bucket,
      region: process.env.S3_REGION?.trim() || 'us-east-1',
      endpoint: process.env.S3_ENDPOINT?.trim() || undefined,
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE?.trim() === 'true',
      prefix: process.env.S3_PREFIX?.trim() ?? 'uploads/',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    };
  },
  /** Where messages go as .eml files when no SMTP server is configured. */
  outboxDir: () =>
    path.resolve(
      /*turbopackIgnore: true*/ process.env.MAIL_OUTBOX_DIR?.trim() ||
        path.join(dataDir(), 'outbox'),
    ),
  /** smtp://user:pass@host:port or smtps://…; unset: the local outbox folder. */
  smtpUrl: () => process.env.SMTP_URL?.trim() || undefined,
  mailFrom: (locale: 'ar' | 'en') =>
    process.env.MAIL_FROM?.trim() || `"${siteConfig.name[locale]}" <no-reply@alrowad.edu.sd>`,
  /** How often each instance looks for e-mail to (re)send. */
  mailPollSeconds: () => number('MAIL_POLL_SECONDS', 30),
  /** The wait before a failed e-mail's first retry; it doubles at each failure (at most an hour). */
  mailRetrySeconds: () => number('MAIL_RETRY_SECONDS', 60),
  /** Who is told of a complete application. */
  admissionsNotifyEmail: () =>
    process.env.ADMISSIONS_NOTIFY_EMAIL?.trim() || siteConfig.admissionEmail,
  /** Where support requests are forwarded (the public support address unless set). */
  supportNotifyEmail: () => process.env.SUPPORT_NOTIFY_EMAIL?.trim() || siteConfig.supportEmail,
  /**
   * The Reply-To of the support desk's e-mails to a requester (the acknowledgement, each
   * reply): an address the desk reads, since the sender (MAIL_FROM) reads no mail.
   */
  supportReplyTo: () => process.env.SUPPORT_REPLY_TO?.trim() || siteConfig.supportEmail,
  /** Incomplete applications (and their files) are removed after this long. */
  incompleteApplicationTtlHours: () => number('INCOMPLETE_APPLICATION_TTL_HOURS', 24),
  /**
   * How many days after its decision (accepted or not accepted) an application keeps its
   * documents (apply-retention.ts): whole days, at least 30; anything else means 365.
   */
  applicationRetentionDays: () => {
    const value = Number(process.env.APPLICATION_RETENTION_DAYS?.trim() || NaN);
    return Number.isInteger(value) && value >= 30 ? value : 365;
  },
  /**
   * Write requests one address may make per minute on each endpoint: only the outer bound
   * (src/server/rate-limit/limits.ts counts by application token and staff session).
   */
  rateLimitPerMinute: () => number('RATE_LIMIT_PER_MINUTE', 240),
  /**
   * BODY_IDLE_SECONDS: `npm start` closes a connection idle this long (runtime/start-server.ts
   * reads it too: no path aliases there); after it, a document must have come at a minimum rate.
   */
  bodyIdleSeconds: () => number('BODY_IDLE_SECONDS', 30),
} as const;
