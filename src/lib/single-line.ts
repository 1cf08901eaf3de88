/**
 * Text of a single-line field (a name, a file name) as it may appear in an e-mail header or on
 * a line of its own: every control character and every line or paragraph separator (CR, LF,
 * U+2028, U+2029, NEL, tabs…) becomes a space, the bidirectional embedding, override and
 * isolate controls (U+202A–U+202E, U+2066–U+2069) are removed, and runs of spaces are folded.
 * A name can then never start a forged line of its own ("E-mail: …") nor reorder what is
 * shown after it. Arabic-Indic and Persian digits become 0-9.
 */
import { normalizeDigits } from './normalize';

export const SEPARATORS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** Nothing a reader sees: spaces and format characters only (zero-width space, marks, BOM). */
export const INVISIBLE = /^[\s\p{Cf}]*$/u;

/** `text`, or '' when nothing of it shows (a name of zero-width spaces is no name). */
function visible(text: string): string {
  return INVISIBLE.test(text) ? '' : text;
}

export function singleLine(value: string): string {
  const text = normalizeDigits(value)
    .replace(SEPARATORS, ' ')
    .replace(BIDI_CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim();
  return visible(text);
}

/**
 * Text of a multi-line field (a description): line breaks kept (CRLF and CR become LF, U+2028
 * and U+2029 too), other control characters and the bidirectional controls removed.
 */
export function multiLine(value: string): string {
  const text = normalizeDigits(value)
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
    .replace(BIDI_CONTROLS, '')
    .trim();
  return visible(text);
}
