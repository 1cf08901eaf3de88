/**
 * What one process of the site holds of a document the staff own as a whole (the site's
 * settings, the college's figures, the directory's departments): its values, null until loaded
 * (the first values stand), and the version they came with. Held on `globalThis` under a
 * `Symbol.for` key, so that every bundle of the server reads the same (as the database handle
 * is); set when the server starts and whenever it is saved or found changed
 * (src/server/settings/single-row.ts).
 */
export interface ProcessStore<V> {
  values: V | null;
  version: number;
}

/** The store named `name`, made empty the first time it is asked for. */
export function processStore<V>(name: string): () => ProcessStore<V> {
  const key = Symbol.for(`college-website.${name}`);
  return () => {
    const holder = globalThis as typeof globalThis & { [key: symbol]: ProcessStore<V> | undefined };
    holder[key] ??= { values: null, version: 0 };
    return holder[key]!;
  };
}
