/**
 * Bidirectional text: what keeps numbers, years and addresses in their order inside Arabic.
 * Elements use <bdi> or dir="ltr"; plain text uses the isolate below.
 */

/**
 * Text wrapped in a left-to-right isolate (U+2066 … U+2069), for plain text where an element
 * cannot be used (an <option>, an e-mail, a PDF line): after Arabic letters, "2027-2028" would
 * otherwise be shown as "2028-2027" (the numbers become Arabic numbers and the hyphen does not
 * join them).
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
