/**
 * The database could not be reached or could not answer (connection refused, PGlite files
 * unreadable, a failed migration, a query error). Pages show their error state and API
 * handlers answer 503 for it; the original error is kept as `cause` for the server log.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/** A failure described for a log line: never a query's parameters (see logging/safe-log.ts). */
export { describeError } from '../logging/safe-log';

/** A write refused by a unique constraint (SQLSTATE 23505), however deeply the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
