/**
 * An application's reference number as people type it, without a schema library: the status
 * lookup's page imports this directly (src/lib/status-query.ts re-exports it).
 */
import { normalizeDigits } from './normalize';

/**
 * RWD-YYYY-XXXXXX, the code drawn from src/server/reference.ts's alphabet: capital letters and
 * digits without 0/O and 1/I (a test holds the two together).
 */
export const REFERENCE_PATTERN = /^RWD-\d{4}-[A-HJ-NP-Z2-9]{6}$/;

/**
 * A reference as people type or paste it: Arabic-Indic or Persian digits, lower case, spaces
 * (a copied line), and the look-alike dashes word processors and phones put in.
 */
export function normalizeReference(value: string): string {
  return normalizeDigits(value)
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-')
    .replace(/\s+/g, '')
    .toUpperCase();
}
