/**
 * Where uploaded documents are kept, behind one interface (DESIGN.md section 1): the local disk
 * by default (local-storage.ts), S3-compatible object storage when S3_BUCKET is set
 * (s3-storage.ts); get-storage.ts picks the one the configuration asks for.
 */
import 'server-only';
import type { Readable } from 'node:stream';

export interface Storage {
  /** Writes the stream completely, then makes it visible under a new random key. */
  put(data: Readable): Promise<{ key: string; size: number }>;
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every complete object and when it was written (for the sweep of leftovers). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /**
   * Removes the writes that never completed and were started before `before` (a server killed
   * in the middle of an upload leaves them); returns how many.
   */
  removeUnfinished(before: Date): Promise<number>;
}
