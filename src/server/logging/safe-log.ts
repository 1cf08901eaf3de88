/**
 * What a log line may not carry (issue #42): a token, a password, a personal field or a
 * query's parameters. The server's logs are read by more people, and kept longer, than the
 * database: with the database down, better-auth's failed queries printed their parameters
 * (live session tokens, e-mail addresses), and so did every error object logged whole
 * (Drizzle's errors carry `params`, and their message and stack repeat them; PostgreSQL's
 * carry a `detail` quoting the row).
 *
 * - `describeError` / `describeForLog`: an error, or any value, as safe text.
 * - `keepSecretsOutOfConsole`: the process's console writes every argument through
 *   `describeForLog`, so what logs by itself (Next.js's own report of a page that failed,
 *   a library) is covered too. Installed at server start (runtime/start-server.ts, and
 *   src/instrumentation.ts for `next dev`).
 *
 * Loaded outside the Next.js bundler too (runtime/start-server.ts): no imports.
 */

/** Keys of an object whose values are never written out. */
const SECRET_KEYS =
  /token|password|secret|params|parameters|cookie|authorization|e-?mail|detail|body|value/i;

/**
 * `text` without what it must not carry: Drizzle's `params:` line of a failed query's
 * message (up to the stack's frames, as a parameter may span lines), e-mail addresses,
 * `…token=…` and `password=…` values (a cookie, a link), and the quoted value in PostgreSQL's
 * messages about a value (`invalid input syntax for type uuid: "…"`).
 */
export function redactText(text: string): string {
  return (
    text
      .replace(/\n[ \t]*params:[\s\S]*?(?=\n[ \t]+at |$)/g, '')
      // Not the user of a connection URL (postgres://postgres@host): it names no person.
      .replace(/(?<![\w.+/-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '<e-mail>')
      .replace(/\b([\w.-]*(?:token|password|secret))=[^\s;&,"']+/gi, '$1=<hidden>')
      .replace(/: "(?:[^"\\\n]|\\.)*"/g, ': "<value>"')
  );
}

/**
 * A plain object (not an Error) as one line of JSON, without the values of SECRET_KEYS and
 * with redactText applied; `[object]` when it cannot be written (a cycle, a BigInt).
 */
export function redactJson(value: unknown): string {
  try {
    const json = JSON.stringify(value, (key, field: unknown) =>
      key && SECRET_KEYS.test(key) ? '<hidden>' : field,
    );
    return json === undefined ? String(value) : redactText(json);
  } catch {
    return '[object]';
  }
}

/**
 * A readable one-line description of anything thrown (PGlite throws objects without a
 * message): its code, its message and its causes', redacted; never its other fields (a
 * query's `params`, PostgreSQL's `detail`).
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const message = redactText(error.message || error.name);
    // The site's DatabaseUnavailableError already says its cause in its message.
    const cause =
      error.cause === undefined || error.name === 'DatabaseUnavailableError'
        ? ''
        : ` (cause: ${describeError(error.cause)})`;
    return `${typeof code === 'string' ? `${code}: ` : ''}${message}${cause}`;
  }
  if (error && typeof error === 'object') return redactJson(error);
  return redactText(String(error));
}

/** The first frames of an error's stack (where it was thrown), without its message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .join('\n');
}

/** Any value a log call is given, as text fit for the log. */
export function describeForLog(value: unknown): string {
  if (value instanceof Error) {
    const frames = framesOf(value);
    // Some libraries' errors keep the name 'Error' (Drizzle's): their class says more.
    const kind = value.name === 'Error' ? value.constructor.name || value.name : value.name;
    // Next.js's digest ties the error page a visitor saw to this line: an id, nothing personal.
    const digest = (value as { digest?: unknown }).digest;
    const id = typeof digest === 'string' ? ` (digest: ${redactText(digest)})` : '';
    return `${kind}: ${describeError(value)}${id}${frames ? `\n${frames}` : ''}`;
  }
  if (typeof value === 'string') return redactText(value);
  if (value && typeof value === 'object') return redactJson(value);
  return String(value);
}

const INSTALLED = Symbol.for('college-website.safe-console');
const LEVELS = ['error', 'warn', 'info', 'log', 'debug', 'trace'] as const;

/**
 * From now on, `target`'s log methods write every argument through describeForLog. Installed
 * once per console; the original methods do the writing.
 */
export function keepSecretsOutOfConsole(target: Console = console): void {
  const marked = target as Console & { [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  for (const level of LEVELS) {
    const write = target[level].bind(target);
    target[level] = (...args: unknown[]) => write(...args.map(describeForLog));
  }
}
