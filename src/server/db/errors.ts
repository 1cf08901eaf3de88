/**
 * The database could not be reached or could not answer (connection refused, PGlite files
 * unreadable, a failed migration, a query error). Pages show their error state and API
 * handlers answer 503 for it; the original error is kept as `cause` for the server log.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/** A readable one-line description of anything thrown by a driver (PGlite throws objects without a message). */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    // A failed query's message lists its parameters (names, e-mail addresses, texts): never
    // written to a log.
    const detail = (error.message || error.name).replace(/\n\s*params:[\s\S]*$/, '');
    // Our own error already carries its cause's description in its message.
    const cause =
      error.cause === undefined || error instanceof DatabaseUnavailableError
        ? ''
        : ` (cause: ${describeError(error.cause)})`;
    return `${typeof code === 'string' ? `${code}: ` : ''}${detail}${cause}`;
  }
  if (error && typeof error === 'object') {
    try {
      return JSON.stringify(error);
    } catch {
      return String(error);
    }
  }
  return String(error);
}

/** A write refused by a unique constraint (SQLSTATE 23505), however deeply the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
