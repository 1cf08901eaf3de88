/**
 * Receives one document of an application as a multipart/form-data stream and stores it:
 * at most 5 MB (counted while streaming, never buffered whole; past it the upload is refused at
 * once, without reading the rest), its type decided by its content (magic bytes) against the
 * slot's allowed types and then confirmed by reading the whole document (check-document-content.ts),
 * written atomically under a random name in the storage, then recorded. Every refusal leaves
 * nothing behind: no file, no row.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from 'busboy';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  documentSlotTypes,
  MAX_FILE_BYTES,
  storedSlotTypes,
  type SlotId,
  type StoredSlot,
} from '@/lib/applicant-schema';
import type { Db } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { applicationDocuments, applications, type ApplicationRow } from '../db/schema';
import { AppError } from '../errors';
import { serverConfig } from '../server-config';
import type { Storage } from '../storage/storage';
import { checkDocumentContent } from './check-document-content';

/** Bytes of a file's start that the type detection reads. */
const SNIFF_BYTES = 4100;
/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;
/**
 * A document must arrive at this rate on average once the idle time has passed (issue #42): a
 * client that sends a byte now and then is never idle, and would hold its upload slot as long
 * as it liked. 1 KB/s lets the slowest mobile connection send 5 MB (in under an hour 30).
 */
export const MIN_UPLOAD_BYTES_PER_SECOND = 1024;

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

export function isSlot(value: string): value is SlotId {
  return Object.hasOwn(documentSlotTypes, value);
}

/**
 * The file name as sent, if it is a plain name: no path separators, no control or
 * bidirectional-override characters, not '.' or '..', at most 200 characters. Null otherwise
 * (the upload is refused with a message, rather than stored under a name we had to change).
 */
export function cleanFileName(raw: string | undefined): string | null {
  const name = raw?.trim();
  if (!name || name === '.' || name === '..' || name.length > 200) return null;
  if (/[/\\\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(name))
    return null;
  return name;
}

interface Received {
  fileName: string;
  key: string;
  size: number;
  sha256: string;
  head: Buffer;
  truncated: boolean;
}

/** Streams the single file of the request into the storage. */
async function receive(request: Request, storage: Storage): Promise<Received> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) {
    throw new AppError('not_multipart');
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_FILE_BYTES + ENVELOPE_BYTES) {
    throw new AppError('too_large');
  }

  return new Promise<Received>((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: { 'content-type': contentType },
        // busboy reports partsLimit on reaching the count: two parts, so one file passes and a
        // second one trips filesLimit.
        limits: { files: 1, fileSize: MAX_FILE_BYTES + 1, fields: 0, parts: 2, fieldSize: 0 },
        defParamCharset: 'utf8',
        // Keep the name as sent, so a name with a path is refused, not silently cut.
        preservePath: true,
      });
    } catch {
      reject(new AppError('malformed'));
      return;
    }
    const body = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
    let failure: AppError | null = null;
    let stored: Promise<Received> | null = null;
    let current: Readable | null = null;
    const fail = (error: AppError) => {
      failure ??= error;
    };
    // The rate so far, judged every second once the idle time has passed.
    const since = Date.now();
    let bytes = 0;
    body.on('data', (chunk: Buffer) => (bytes += chunk.length));
    // The idle time of `npm start` (runtime/start-server.ts): the rate is judged after it.
    const grace = serverConfig.bodyIdleSeconds();
    const pace = setInterval(() => {
      const seconds = (Date.now() - since) / 1000;
      if (seconds < grace || bytes / seconds >= MIN_UPLOAD_BYTES_PER_SECOND) return;
      fail(new AppError('too_slow'));
      current?.destroy(new Error('upload too slow'));
      body.unpipe(busboy);
      body.destroy();
      settle();
    }, 1000);
    pace.unref();

    busboy.on('file', (_field, stream, info) => {
      if (stored) {
        fail(new AppError('one_file'));
        stream.resume();
        return;
      }
      const fileName = cleanFileName(info.filename);
      if (!fileName) {
        fail(new AppError('bad_file_name'));
        stream.resume();
        return;
      }
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let headBytes = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          if (headBytes < SNIFF_BYTES) {
            head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
            headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
          }
          callback(null, chunk);
        },
      });
      current = stream;
      // Past 5 MB: refuse now, stop reading the body, and drop what was written.
      stream.once('limit', () => {
        fail(new AppError('too_large'));
        stream.destroy(new Error('file too large'));
        body.unpipe(busboy);
        settle();
      });
      // pipeline, not pipe: a file cut off by a broken form must fail the write, not hang it.
      pipeline(stream, tap).catch(() => undefined);
      stored = storage.put(tap).then(({ key, size }) => ({
        fileName,
        key,
        size,
        sha256: hash.digest('hex'),
        head: Buffer.concat(head),
        truncated: stream.truncated === true,
      }));
      // A failure of the storage surfaces when awaited below; keep it from going unhandled.
      stored.catch(() => undefined);
    });
    busboy.on('filesLimit', () => fail(new AppError('one_file')));
    busboy.on('partsLimit', () => fail(new AppError('one_file')));
    busboy.on('fieldsLimit', () => fail(new AppError('malformed')));

    // Settles once, whichever comes first: the end of the form, a malformed or truncated
    // form, or a broken connection. A file written for a refused request is removed.
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearInterval(pace);
      void (async () => {
        const result = stored ? await stored.catch(() => null) : null;
        if (failure || !result) {
          if (result) await storage.delete(result.key);
          reject(failure ?? (stored ? new AppError('malformed') : new AppError('no_file')));
          return;
        }
        resolve(result);
      })();
    };
    busboy.on('close', settle);
    busboy.on('error', () => {
      fail(new AppError('malformed'));
      current?.destroy(new Error('malformed form'));
      settle();
    });

    body.on('error', () => {
      fail(new AppError('malformed'));
      current?.destroy(new Error('connection lost'));
      busboy.destroy();
      settle();
    });
    body.pipe(busboy);
  });
}

/**
 * Stores one document of `application` in `slot`; returns the recorded document. With
 * `replace`, a document already in the slot is replaced (the applicant answering the office
 * through their personal link): the new row takes the old one's place in one transaction, and
 * the old file is deleted once that is committed; refused if the application no longer allows
 * it by the time the file is in (the office decided meanwhile).
 */
export async function storeDocument(
  db: Db,
  storage: Storage,
  application: ApplicationRow,
  slot: StoredSlot,
  request: Request,
  {
    replace,
  }: {
    /**
     * Replace the slot's document, if the application still allows it once the file is in
     * (asked again with its row locked), else refuse with `refused`.
     */
    replace?: {
      allowed: (current: ApplicationRow) => boolean;
      refused: 'documents_closed' | 'fee_closed';
    };
  } = {},
) {
  const inSlot = and(
    eq(applicationDocuments.applicationId, application.id),
    eq(applicationDocuments.slot, slot),
  );
  // A slot already filled is refused before a byte of the new file is read.
  if (!replace) {
    const [taken] = await db
      .select({ id: applicationDocuments.id })
      .from(applicationDocuments)
      .where(inSlot);
    if (taken) throw new AppError('slot_taken');
  }
  const received = await receive(request, storage);
  const discard = async (error: AppError) => {
    await storage.delete(received.key);
    throw error;
  };
  if (received.truncated || received.size > MAX_FILE_BYTES) {
    return discard(new AppError('too_large'));
  }
  if (received.size === 0) return discard(new AppError('empty_file'));
  const detected = await fileTypeFromBuffer(received.head);
  const allowed: readonly string[] = storedSlotTypes[slot];
  const wrongType = () =>
    new AppError('wrong_type', { types: allowed.map((t) => TYPE_NAMES[t]).join(', ') });
  if (!detected || !allowed.includes(detected.mime)) {
    return discard(wrongType());
  }
  const readable = await storage
    .get(received.key)
    .then((stream) => checkDocumentContent(stream, detected.mime))
    .catch(() => false);
  if (!readable) {
    return discard(wrongType());
  }
  const values = {
    applicationId: application.id,
    slot,
    fileName: received.fileName,
    mimeType: detected.mime,
    sizeBytes: received.size,
    sha256: received.sha256,
    storageKey: received.key,
  };
  try {
    if (!replace) {
      const [row] = await db.insert(applicationDocuments).values(values).returning();
      return row!;
    }
    const { row, replaced } = await db.transaction(async (tx) => {
      // Asked again once the file is in: the office may have decided (or the documents gone)
      // while it arrived. The application's row stays locked until the replacement is in, so
      // a decision, and another replacement of the same slot, wait for it.
      const [current] = await tx
        .select()
        .from(applications)
        .where(eq(applications.id, application.id))
        .for('update');
      if (!current || !replace.allowed(current)) throw new AppError(replace.refused);
      const [old] = await tx
        .delete(applicationDocuments)
        .where(inSlot)
        .returning({ storageKey: applicationDocuments.storageKey });
      const [row] = await tx.insert(applicationDocuments).values(values).returning();
      return { row: row!, replaced: old?.storageKey ?? null };
    });
    if (replaced) await storage.delete(replaced).catch(() => undefined);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) {
      return discard(new AppError('slot_taken'));
    }
    await storage.delete(received.key);
    throw error;
  }
}
