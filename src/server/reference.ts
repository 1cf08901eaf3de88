import 'server-only';
import { randomInt } from 'node:crypto';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

/**
 * PREFIX-YYYY-XXXXXX (RWD for applications, SUP for support requests): short enough to read
 * over the phone, unambiguous characters.
 */
export function newReference(prefix: string, now = new Date()): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${now.getUTCFullYear()}-${code}`;
}
