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
 *
 * Measured with Lighthouse on /about/history (its simulated phone, 3 runs each, this machine):
 * largest contentful paint 1.9-2.2 s before, 1.4-2.0 s after (the static copy without scripts:
 * 1.2-1.4 s). Lighthouse's model counts a script that arrived before the paint as needed for the
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
import { StringDecoder } from 'node:string_decoder';

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

/** Next's startup script tag, exactly as it writes it. */
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** Next's preload of the bootstrap script (the script itself is deferred too). */
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;
/** An unfinished tag held back for the next chunk is never longer than this. */
const MAX_CARRY = 4096;

/**
 * Rewrites one HTML document as it streams: `write` each decoded chunk and send what it
 * returns, then send what `end` returns. A tag cut between two chunks is held back until it is
 * whole (at most MAX_CARRY characters); everything else passes at once, so streamed pages keep
 * streaming.
 */
export class LateScriptsRewriter {
  private carry = '';
  private loaderWritten = false;

  write(text: string): string {
    const whole = this.carry + text;
    const cut = unfinishedTagAt(whole);
    this.carry = cut === -1 ? '' : whole.slice(cut);
    return this.rewrite(cut === -1 ? whole : whole.slice(0, cut));
  }

  end(): string {
    const rest = this.carry;
    this.carry = '';
    return this.rewrite(rest);
  }

  private rewrite(text: string): string {
    return text.replace(SCRIPT_PRELOAD, '').replace(SCRIPT_TAG, (_tag, src: string) => {
      const call = `<script>${LATE_SCRIPT}(${JSON.stringify(src)})</script>`;
      if (this.loaderWritten) return call;
      this.loaderWritten = true;
      return LOADER + call;
    });
  }
}

/**
 * Where a tag that may still grow into one of ours starts, at the end of `text`: an unclosed
 * `<…`, or a `<script …>` whose `</script>` has not come yet (short ones only: a long inline
 * script is not ours). -1 when nothing is unfinished.
 */
export function unfinishedTagAt(text: string): number {
  const from = Math.max(0, text.length - MAX_CARRY);
  const script = text.lastIndexOf('<script');
  if (script >= from && !text.includes('</script>', script)) return script;
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen >= from && !text.includes('>', lastOpen)) return lastOpen;
  return -1;
}

/**
 * Puts the rewrite on one answer of the server: installed after the compression (whose
 * write and end it calls, so the compression sees the rewritten page) and before the
 * application writes. Only an HTML answer not already encoded is rewritten; its
 * Content-Length, now wrong, is dropped (the answer is sent chunked). Everything else passes
 * untouched.
 */
export function deferStartupScripts(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  // undefined until decided; null: not a page to rewrite.
  let rewriter: LateScriptsRewriter | null | undefined;
  const decoder = new StringDecoder('utf8');

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
  const textOf = (chunk: unknown, encoding: unknown): string => {
    if (typeof chunk === 'string') {
      return typeof encoding === 'string' && encoding !== 'utf8' && encoding !== 'utf-8'
        ? decoder.write(Buffer.from(chunk, encoding as BufferEncoding))
        : decoder.write(Buffer.from(chunk, 'utf8'));
    }
    if (chunk instanceof Uint8Array) {
      return decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    }
    return '';
  };

  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    // Headers given here are set first, so that the rewrite and the compression both see them.
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
        if (value !== undefined) res.setHeader(name, value);
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
    const out = page.write(textOf(chunk, encoding));
    if (out === '') {
      if (typeof done === 'function') process.nextTick(done as () => void);
      return true;
    }
    return write(out, 'utf8', done);
  }) as typeof res.write;

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const page = decide();
    if (!page) return end(chunk, encoding, callback);
    let done = callback;
    if (typeof chunk === 'function') [done, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [done, encoding] = [encoding, undefined];
    const text =
      (chunk === undefined || chunk === null ? '' : textOf(chunk, encoding)) + decoder.end();
    const out = page.write(text) + page.end();
    return out === '' ? end(done) : end(out, 'utf8', done);
  }) as typeof res.end;
}
