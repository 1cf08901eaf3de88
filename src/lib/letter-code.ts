/**
 * An admission letter's verification code (issue #45, item 2): twelve characters of the
 * references' alphabet (capital letters and digits without 0/O and 1/I: 60 random bits), printed
 * in three groups, "K7Q2-9XMA-P4TD". No schema library: the verification page imports this.
 */
import { normalizeDigits } from './normalize';

export const LETTER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LETTER_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/**
 * A code as people type or paste it (other digits, lower case, spaces, any dashes or none), in
 * its printed form; null when it cannot be one.
 */
export function normalizeLetterCode(value: string): string | null {
  const plain = normalizeDigits(value)
    .toUpperCase()
    .replace(/[\s\u2010-\u2015\u2212\uFE58\uFE63\uFF0D-]/g, '');
  if (!/^[A-HJ-NP-Z2-9]{12}$/.test(plain)) return null;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}
