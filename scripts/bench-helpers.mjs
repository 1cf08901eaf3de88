// Pure helpers of the benchmark (scripts/bench.mjs): parsing HTML and wrk output, medians,
// formatting. No I/O here, so each can be tried on a string.

import { LATE_SCRIPT } from '../runtime/contract.ts';

/** Script types a browser executes; any other `type` (JSON, templates) is data, not code. */
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Decodes the character references that can appear in an attribute value holding a URL. */
function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|quot|apos|lt|gt);/gi, (whole, ref) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[lower] ?? whole;
  });
}

/** Attributes of one start tag's inside (`src="…" async nomodule`), names lower-cased. */
function parseAttributes(inside) {
  const attributes = new Map();
  const pattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of inside.matchAll(pattern)) {
    const name = match[1].toLowerCase();
    // As in browsers, the first occurrence of a repeated attribute wins.
    if (!attributes.has(name)) {
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    }
  }
  return attributes;
}

/**
 * The absolute URLs of the scripts a modern browser downloads for a page: `<script src>`
 * without `nomodule` (module-capable browsers skip those polyfills), plus
 * `<link rel="modulepreload">` and `<link rel="preload" as="script">` hrefs, plus the scripts
 * `npm start` hands to its loader to start after the first paint (runtime/late-scripts.ts);
 * deduplicated, in document order (the loader's after the tags').
 */
export function scriptUrlsOf(html, pageUrl) {
  const urls = new Set();
  const add = (href) => {
    if (href.trim() !== '') urls.add(new URL(href.trim(), pageUrl).href);
  };
  const late = [
    ...html.matchAll(new RegExp(`<script>${LATE_SCRIPT}\\(("[^"<>]+")\\)</script>`, 'g')),
  ];
  // Drop comments, and keep only the start tag of each script element: inline code (such as
  // Next's serialised page data) must not be mistaken for markup.
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, '$1');

  for (const [, tag, inside] of markup.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(inside);
    if (tag.toLowerCase() === 'script') {
      const type = (attributes.get('type') ?? '').trim().toLowerCase();
      if (attributes.has('src') && !attributes.has('nomodule') && JS_TYPES.has(type)) {
        add(attributes.get('src'));
      }
      continue;
    }
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attributes.get('as') ?? '').trim().toLowerCase();
    const isScript = rel.includes('modulepreload') || (rel.includes('preload') && as === 'script');
    if (isScript && attributes.has('href')) add(attributes.get('href'));
  }
  for (const [, source] of late) add(JSON.parse(source));
  return [...urls];
}

/**
 * The figures of one wrk run: requests per second, responses outside 2xx/3xx, and socket
 * errors (connect, read, write, timeout, summed).
 */
export function parseWrk(output) {
  const rps = /^Requests\/sec:\s*([\d.]+)/m.exec(output);
  if (!rps) throw new Error(`wrk printed no "Requests/sec" line:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses:\s*(\d+)/.exec(output);
  const socket = /Socket errors:\s*connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  return {
    requestsPerSecond: Number(rps[1]),
    non2xxResponses: non2xx ? Number(non2xx[1]) : 0,
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/** The middle item by `key` (the lower middle for an even count). */
export function medianBy(items, key) {
  if (items.length === 0) throw new Error('median of nothing');
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Bytes in KB (1024 bytes), one decimal, as a number. */
export function toKB(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

/** Whether `value` meets a budget `{ op, limit }`; a missing value never does. */
export function meets(value, { op, limit }) {
  if (typeof value !== 'number' || Number.isNaN(value)) return false;
  switch (op) {
    case '<=':
      return value <= limit;
    case '<':
      return value < limit;
    case '>=':
      return value >= limit;
    case '=':
      return value === limit;
    default:
      throw new Error(`unknown budget operator ${op}`);
  }
}

/** A plain-text table with a header row and a rule under it; columns padded to fit. */
export function formatTable(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
