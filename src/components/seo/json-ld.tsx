import type { Thing, WithContext } from 'schema-dts';

/**
 * JSON for a script element: JSON.stringify escapes quotes and control characters, and every
 * '<' is written \u003c (still the same JSON), so no string can close the element ('</script')
 * or open a comment ('<!--').
 */
export function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** One schema.org object as a JSON-LD script element, for search engines. */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data as WithContext<Thing>) }}
    />
  );
}
