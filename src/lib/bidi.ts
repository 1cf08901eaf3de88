/**
 * Bidirectional text: what keeps numbers, years and addresses in their order inside Arabic.
 * Elements use <bdi> or dir="ltr"; plain text uses the isolate below.
 */

/**
 * Text wrapped in a left-to-right isolate (U+2066 … U+2069), for plain text where an element
 * cannot be used (an <option>, a PDF line): after Arabic letters, "2027-2028" would
 * otherwise be shown as "2028-2027" (the numbers become Arabic numbers and the hyphen does not
 * join them).
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}

/** Bidirectional marks, embeddings and isolates (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` without its bidirectional controls: what is copied or read aloud from a PDF line, a
 * line already put in drawing order, and a plain-text e-mail, which the reader's mail program
 * lays out itself (some draw the controls as boxes).
 */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
