/**
 * A value one bundle of this process hands to another: the proxy is a bundle of its own, so it
 * reaches what the server opened (the database, the staff sessions) through the process's
 * `globalThis`, under a symbol both bundles name alike.
 *
 * No imports: loaded by the proxy's bundle as well as the server's.
 */
export function processHandover<T>(name: string) {
  const key = Symbol.for(`college-website.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return {
    provide(value: T): void {
      store[key] = value;
    },
    /** What was provided in this process, if anything. */
    current(): T | undefined {
      return store[key];
    },
  };
}
