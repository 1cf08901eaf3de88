/**
 * Whether a value from a URL is a row id of ours (a UUID as PostgreSQL writes it). The
 * workspace answers any other value like an unknown id (404), before a query that the database
 * would refuse (and answer 500).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
