/**
 * The ActualText of every marked span of a PDF, in order, for tests. A PDF that draws Arabic
 * in drawing order (right to left, word by word) says each line's reading order in ActualText;
 * pdf.js's own text extraction re-applies the bidirectional algorithm to what it reads, so
 * for such a PDF this is the exact check of what copying, searching and screen readers get.
 */
import { inflateSync } from 'node:zlib';

/** A PDF literal string's bytes: the escapes \( \) \\ \n \r \t \b \f and octal \ddd. */
function literalBytes(body: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = body[++index]!;
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
    if (next in escapes) bytes.push(escapes[next]!);
    else if (/[0-7]/.test(next)) {
      const octal = body.slice(index, index + 3).match(/^[0-7]{1,3}/)![0];
      bytes.push(parseInt(octal, 8));
      index += octal.length - 1;
    } else if (next === '\n') continue;
    else bytes.push(next.charCodeAt(0));
  }
  return bytes;
}

function decode(bytes: number[]): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let text = '';
    for (let index = 2; index + 1 < bytes.length; index += 2) {
      text += String.fromCharCode((bytes[index]! << 8) | bytes[index + 1]!);
    }
    return text;
  }
  return String.fromCharCode(...bytes);
}

export function pdfActualTexts(pdf: Uint8Array): string[] {
  const buffer = Buffer.from(pdf);
  const raw = buffer.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(buffer.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    // A literal string: balanced parentheses, escaped ones skipped.
    const spans = /\/ActualText\s*\(((?:\\[\s\S]|[^\\)])*)\)/g;
    for (let span = spans.exec(content); span; span = spans.exec(content)) {
      texts.push(decode(literalBytes(span[1]!)));
    }
  }
  return texts;
}
