import 'server-only';
import { AppError } from '../errors';

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJson(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * The JSON body of a request: 415 unless it is declared `application/json` (a cross-site
 * `text/plain` form cannot be), 413 as soon as it passes `maxBytes` (whatever Content-Length
 * claims, and without reading further), 400 when it is not JSON.
 */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  if (!isJson(request)) throw new AppError('not_json');
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError('body_too_large');
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new AppError('body_too_large');
      }
      chunks.push(value);
    }
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AppError('invalid_json');
  }
}
