/**
 * Links to stored documents for the admissions office's e-mail. They are not public: each is
 * signed (HMAC-SHA256 over the document id and its expiry) and expires after
 * DOCUMENT_LINK_TTL_HOURS (default 7 days). The secret is DOCUMENT_LINK_SECRET; without it a
 * random secret is made once and kept in DATA_DIR/secrets (set the variable when several
 * instances serve the site, so they all accept the same links).
 */
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/config/site';
import { serverConfig } from '../server-config';

let cachedSecret: string | undefined;

function secret(): string {
  const configured = serverConfig.documentLinkSecret();
  if (configured) return configured;
  if (cachedSecret) return cachedSecret;
  const file = path.join(path.dirname(serverConfig.uploadsDir()), 'secrets', 'document-links.key');
  try {
    cachedSecret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const made = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, made, { mode: 0o600, flag: 'wx' });
      cachedSecret = made;
    } catch {
      cachedSecret = readFileSync(file, 'utf8').trim(); // another process made it first
    }
  }
  return cachedSecret!;
}

function signature(documentId: string, expires: number): string {
  return createHmac('sha256', secret()).update(`${documentId}.${expires}`).digest('base64url');
}

/** An absolute, signed, expiring link to one document. */
export function documentLink(documentId: string, now = new Date()): { url: string; expires: Date } {
  const expires = Math.floor(now.getTime() / 1000) + serverConfig.documentLinkTtlHours() * 3600;
  const url = new URL(`/api/documents/${documentId}`, siteConfig.siteUrl);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', signature(documentId, expires));
  return { url: url.toString(), expires: new Date(expires * 1000) };
}

/** Whether a link's signature is right and it has not expired. */
export function verifyDocumentLink(
  documentId: string,
  expires: string | null,
  given: string | null,
  now = new Date(),
): boolean {
  if (!expires || !given || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(documentId, Number(expires)));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
