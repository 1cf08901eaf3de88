import 'server-only';
import { AppError, type ErrorCode } from '../errors';

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJson(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The JSON body of a request: 415 unless it is declared `application/json` (a cross-site
 * `text/plain` form cannot be), 413 as soon as it passes `maxBytes` (whatever Content-Length
 * claims, and without reading further), 400 when it is not JSON, or when a text in it holds
 * half a surrogate pair (an escape such as `\ud800`, which no text typed in a page holds and
 * PostgreSQL's jsonb refuses) or bytes that are not UTF-8, or when the client went away before
 * sending it whole.
 */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  if (!isJson(request)) throw new AppError('not_json');
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError('body_too_large');
  // A client gone mid-body is a request that never arrived whole (400), not an outage.
  const body = request.body
    ? await readBounded(request.body, maxBytes, 'body_too_large', 'invalid_json')
    : Buffer.alloc(0);
  try {
    // Bytes that are not UTF-8 are refused, never kept as replacement characters.
    const text = strictUtf8.decode(body);
    return JSON.parse(text, (key, value: unknown) => {
      // No form sends `__proto__`: refused, never left for a parser to drop or apply.
      if (
        key === '__proto__' ||
        !key.isWellFormed() ||
        (typeof value === 'string' && !value.isWellFormed())
      ) {
        throw new AppError('invalid_json');
      }
      return value;
    });
  } catch {
    throw new AppError('invalid_json');
  }
}

/**
 * A body read whole, refused with `tooLarge` as soon as it passes `maxBytes` (the rest is never
 * read). A read that fails (the client went away mid-body) is `unreadable` when given, else the
 * stream's own error.
 */
export async function readBounded(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: ErrorCode,
  unreadable?: ErrorCode,
): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      throw unreadable ? new AppError(unreadable) : error;
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError(tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
