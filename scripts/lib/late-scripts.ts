/**
 * `npm start` (scripts/start-server.ts): every page's scripts start downloading after the page's
 * first contentful paint, not with the HTML (#23).
 *
 * Next.js writes the scripts a page starts with as `<script src async>` in the head, and the
 * bootstrap script as a low-priority preload. The browser fetches them beside the HTML, the
 * stylesheets and the fonts, and runs each as soon as it has arrived: on a slow phone often
 * before the first paint, and over a slow line they share its bandwidth with what the paint
 * needs. Here each such tag becomes a call to a small inline loader (LOADER) that adds the same
 * script once the browser reports its first contentful paint. Nothing else changes: the same
 * scripts, in the same document, hydrate the same page, a few hundred milliseconds later.
 * The page is never decoded: the tags are found in its bytes (0.14 ms for a 120 KB page here).
 *
 * Measured with Lighthouse on /about/history (its simulated phone, 3 runs each, this machine):
 * largest contentful paint 1.91-2.72 s before, 1.11-1.56 s after (the static copy without
 * scripts: 1.2-1.4 s). Lighthouse's model counts a script that arrived before the paint as needed for the
 * paint unless it also saw the script's evaluation start after it; short evaluations (under
 * 10 ms, most of Next's small chunks) fall out of its graph, so only scripts that arrive after
 * the paint count as not needed. That is also what a visitor on a slow line gets: the paint
 * first, then the scripts.
 *
 * The rewrite is exact or nothing: a tag written otherwise (a Next.js upgrade that changes its
 * markup) is left as it is and loads as before; e2e/shell.spec.ts checks that the pages' tags
 * are rewritten.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** The loader's global function (a name no library uses). */
export const LATE_SCRIPT = '__collegeLateScript';
/**
 * Set to true once every script handed to the loader has run (its load or error event) and
 * the document is parsed: the moment Next's own tags reached before the window's `load`. The
 * browser tests wait for it after a navigation (e2e/fixtures.ts).
 */
export const LATE_SCRIPTS_DONE = '__collegeLateScriptsDone';

/**
 * The inline loader, written once per page before the first script it defers: it queues the
 * scripts until the browser reports the first contentful paint (then, after that task, adds
 * them all); a script handed to it later is added at once. Without paint timing (old browsers)
 * or in a tab that is not visible (nothing is painted there), it starts at DOMContentLoaded;
 * and after 5 s in any case.
 */
export const LOADER = `<script>(function(){var started=0,pending=0,queue=[];function done(){if(started&&!pending&&document.readyState!=='loading')self.${LATE_SCRIPTS_DONE}=true}function ran(){pending--;done()}function add(src){var s=document.createElement('script');s.src=src;s.async=true;s.onload=s.onerror=ran;pending++;document.head.appendChild(s)}function start(){if(!started){started=1;queue.forEach(add);queue=[];done()}}self.${LATE_SCRIPT}=function(src){started?add(src):queue.push(src)};addEventListener('DOMContentLoaded',done);var painted=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0;if(painted&&document.visibilityState==='visible'){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})}else{addEventListener('DOMContentLoaded',start)}setTimeout(start,5000)})()</script>`;

/** Next's startup script tag, exactly as it writes it: its start, and what follows the path. */
const SCRIPT_OPEN = Buffer.from('<script src="/_next/static/');
const SCRIPT_CLOSE = Buffer.from('" async=""></script>');
/** Next's preload of the bootstrap script (the script itself is deferred too). */
const PRELOAD_OPEN = Buffer.from(
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/',
);
const PRELOAD_CLOSE = Buffer.from('"/>');
/** A tag of ours is never longer than this; a longer one is not ours. */
const MAX_TAG = 512;
/** The characters of a chunk's path under /_next/static/ (Next's hashed names). */
const PATH_BYTE = /^[A-Za-z0-9._~/-]+\.js$/;
const EMPTY = Buffer.alloc(0);
const LT = 0x3c; // <
const QUOTE = 0x22; // "

/**
 * Rewrites one HTML document as it streams: `write` each chunk of bytes and send what it
 * returns, then send what `end` returns. It works on the bytes, without decoding the page:
 * the tags are ASCII, and a byte of a UTF-8 letter is never one of theirs. A tag cut between two
 * chunks is held back until it is whole (at most MAX_TAG bytes); everything else passes at once,
 * so streamed pages keep streaming.
 */
export class LateScriptsRewriter {
  private carry: Buffer = EMPTY;
  private loaderWritten = false;

  write(chunk: Buffer): Buffer {
    const bytes = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const { out, rest } = this.scan(bytes, false);
    this.carry = rest;
    return out;
  }

  end(): Buffer {
    const { out } = this.scan(this.carry, true);
    this.carry = EMPTY;
    return out;
  }

  private call(path: string): Buffer {
    const call = `<script>${LATE_SCRIPT}(${JSON.stringify(path)})</script>`;
    if (this.loaderWritten) return Buffer.from(call);
    this.loaderWritten = true;
    return Buffer.from(LOADER + call);
  }

  /** The rewritten bytes, and those held back (a tag that may continue in the next chunk). */
  private scan(bytes: Buffer, final: boolean): { out: Buffer; rest: Buffer } {
    const pieces: Buffer[] = [];
    let emitted = 0;
    let at = 0;
    // Each pattern's next place, searched again only once passed (-1: none left).
    let script = bytes.indexOf(SCRIPT_OPEN);
    let preload = bytes.indexOf(PRELOAD_OPEN);
    for (;;) {
      if (script !== -1 && script < at) script = bytes.indexOf(SCRIPT_OPEN, at);
      if (preload !== -1 && preload < at) preload = bytes.indexOf(PRELOAD_OPEN, at);
      const start = script === -1 ? preload : preload === -1 ? script : Math.min(script, preload);
      if (start === -1) break;
      const isScript = start === script;
      const open = isScript ? SCRIPT_OPEN : PRELOAD_OPEN;
      const close = isScript ? SCRIPT_CLOSE : PRELOAD_CLOSE;
      const quote = bytes.indexOf(QUOTE, start + open.length);
      const whole = quote !== -1 && quote + close.length <= bytes.length;
      if (!whole) {
        if (!final && bytes.length - start <= MAX_TAG) {
          pieces.push(bytes.subarray(emitted, start));
          // A copy: the caller may reuse its buffer once write() has returned.
          return { out: Buffer.concat(pieces), rest: Buffer.from(bytes.subarray(start)) };
        }
        break;
      }
      const path = bytes.toString('latin1', start + open.length, quote);
      if (
        quote - start > MAX_TAG ||
        !PATH_BYTE.test(path) ||
        !bytes.subarray(quote, quote + close.length).equals(close)
      ) {
        at = start + 1;
        continue;
      }
      pieces.push(bytes.subarray(emitted, start));
      if (isScript) pieces.push(this.call(`/_next/static/${path}`));
      emitted = quote + close.length;
      at = emitted;
    }
    const held = final ? -1 : openingAtEnd(bytes, emitted);
    pieces.push(bytes.subarray(emitted, held === -1 ? bytes.length : held));
    return {
      out: Buffer.concat(pieces),
      rest: held === -1 ? EMPTY : Buffer.from(bytes.subarray(held)),
    };
  }
}

/**
 * Where the bytes end with the beginning of one of our tags (`<`, `<scr`, `<link rel=…`), at
 * or after `from`; -1 when they do not.
 */
export function openingAtEnd(bytes: Buffer, from: number): number {
  const lastOpen = bytes.lastIndexOf(LT);
  if (lastOpen < from || bytes.length - lastOpen >= PRELOAD_OPEN.length) return -1;
  const tail = bytes.subarray(lastOpen);
  const startsOne = (open: Buffer) =>
    tail.length < open.length && open.subarray(0, tail.length).equals(tail);
  return startsOne(SCRIPT_OPEN) || startsOne(PRELOAD_OPEN) ? lastOpen : -1;
}

/**
 * Puts the rewrite on one answer of the server: installed after the compression (whose
 * write and end it calls, so the compression sees the rewritten page) and before the
 * application writes. Only an HTML answer not already encoded is rewritten; its
 * Content-Length, now wrong, is dropped, and set again to the rewritten length when the page
 * comes whole in one end() (a streamed page is sent chunked). Everything else passes untouched.
 */
export function deferStartupScripts(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  // undefined until decided; null: not a page to rewrite.
  let rewriter: LateScriptsRewriter | null | undefined;

  const decide = () => {
    if (rewriter !== undefined) return rewriter;
    const type = String(res.getHeader('content-type') ?? '');
    const encoding = String(res.getHeader('content-encoding') ?? 'identity');
    if (/^text\/html\b/i.test(type) && encoding === 'identity' && !res.headersSent) {
      res.removeHeader('content-length');
      rewriter = new LateScriptsRewriter();
    } else {
      rewriter = null;
    }
    return rewriter;
  };
  const bytesOf = (chunk: unknown, encoding: unknown): Buffer => {
    if (typeof chunk === 'string') {
      return Buffer.from(
        chunk,
        typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
      );
    }
    if (chunk instanceof Uint8Array) {
      return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
    return EMPTY;
  };

  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    // Headers given here are set first, so that the rewrite and the compression both see them.
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (headers) {
      if (Array.isArray(headers)) {
        // Raw [name, value, name, value...]: as Node merges them (replace, duplicates kept).
        for (let i = 0; i < headers.length; i += 2) res.removeHeader(String(headers[i]));
        for (let i = 0; i < headers.length; i += 2) {
          res.appendHeader(String(headers[i]), headers[i + 1] as string | string[]);
        }
      } else {
        for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
          if (value !== undefined) res.setHeader(name, value);
        }
      }
      decide();
      const message = rest.find((arg) => typeof arg === 'string');
      return message === undefined ? writeHead(statusCode) : writeHead(statusCode, message);
    }
    decide();
    return writeHead(statusCode, ...rest);
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const page = decide();
    if (!page) return write(chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    const out = page.write(bytesOf(chunk, encoding));
    if (out.length === 0) {
      if (typeof done === 'function') process.nextTick(done as () => void);
      return true;
    }
    return write(out, done);
  }) as typeof res.write;

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const page = decide();
    if (!page) return end(chunk, encoding, callback);
    let done = callback;
    if (typeof chunk === 'function') [done, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [done, encoding] = [encoding, undefined];
    const last =
      chunk === undefined || chunk === null ? EMPTY : page.write(bytesOf(chunk, encoding));
    const out = Buffer.concat([last, page.end()]);
    // The whole page is in hand (nothing written yet): its length is known again. Not for
    // HEAD, which has no body here (its length would be that of a GET's rewritten page).
    if (!res.headersSent && out.length > 0 && res.req?.method !== 'HEAD') {
      res.setHeader('Content-Length', out.length);
    }
    return out.length === 0 ? end(done) : end(out, done);
  }) as typeof res.end;
}
