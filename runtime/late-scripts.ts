/**
 * `npm start` (runtime/start-server.ts): a page's scripts start downloading after its first
 * contentful paint, and only once the page wants them: when the visitor first engages with it,
 * or at once on the pages that need their script to show what they hold (#23).
 *
 * Next.js writes the scripts a page starts with as `<script src async>` in the head, and the
 * bootstrap script as a low-priority preload. The browser fetches them beside the HTML, the
 * stylesheets and the fonts, and runs each as soon as it has arrived: on a slow phone often
 * before the first paint, and over a slow line they share its bandwidth with what the paint
 * needs. Here each such tag becomes a call to a small inline loader (LOADER) that adds the same
 * script later. Nothing else changes: the same scripts, in the same document, hydrate the same
 * page. The page is never decoded: the tags are found in its bytes (0.14 ms for a 120 KB page).
 *
 * After the paint: measured with Lighthouse on /about/history (its simulated phone, 3 runs
 * each): largest contentful paint 1.91-2.72 s before, 1.11-1.56 s after (the static copy
 * without scripts: 1.2-1.4 s). Lighthouse's model counts a script that arrived before the paint
 * as needed for the paint unless it also saw the script's evaluation start after it.
 *
 * On engagement: a content page's links, search form and text work without script; React
 * hydrating the page (React DOM and Next's client: 140 KB of gzip, 300-400 ms of a slow phone's
 * main thread in one task) is needed only for its buttons, menus and tooltips. A visitor who
 * reads and follows links never pays for it; one who touches, types, scrolls with a wheel or
 * moves a mouse starts it, and a button clicked before the page has hydrated is clicked again
 * once it has (the loader holds the click).
 *
 * The rewrite is exact or nothing: a tag written otherwise (a Next.js upgrade that changes its
 * markup) is left as it is and loads as before; e2e/shell.spec.ts checks that the pages' tags
 * are rewritten.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  EAGER_PARAM_ATTRIBUTE,
  EAGER_SELECTOR,
  ENGAGE,
  HELD_ATTRIBUTE,
  HELD_KEYS,
  HOLD_CLICK_ATTRIBUTE,
  HYDRATED,
  INLINE_ATTRIBUTE,
  LATE_HYDRATION_ATTRIBUTE,
  LATE_SCRIPT,
  LATE_SCRIPTS_DONE,
  LATE_SCRIPTS_HYDRATED,
  LATE_SCRIPTS_LIST,
  NEXT_ERROR_SHELL_ID,
  PENDING_NOTICE_KEY,
} from './contract.ts';

/**
 * Next's page data (the RSC payload: the page once more, as React's data), in inline scripts that
 * push it for the client. Deferred, a block becomes a data block the browser does not run
 * (FLIGHT_DEFERRED), run by the loader when it starts the scripts (FLIGHT_TYPE).
 */
const FLIGHT_OPEN = Buffer.from('<script>self.__next_f.push(');
export const FLIGHT_TYPE = 'text/x-next-f';
const FLIGHT_DEFERRED = Buffer.from(`<script type="${FLIGHT_TYPE}">self.__next_f.push(`);

/**
 * What starts a page's scripts when the page itself does not ask for them: the visitor's first
 * touch, click, key, wheel or mouse movement (a desktop's mouse moves before it clicks), or a
 * focus moved into the page.
 */
export const ENGAGEMENT_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'mousemove',
  'wheel',
] as const;

/**
 * The inline loader, written once per page before the first script it defers. It queues the
 * scripts and adds them all once two things are true: the browser has reported the first
 * contentful paint (without paint timing, or in a tab that is not visible, DOMContentLoaded;
 * after 5 s in any case), and the page wants them. A page wants them when the visitor first
 * engages with it (ENGAGEMENT_EVENTS: from the frame after the page has answered that first
 * touch, click or key, so that its answer never waits for them), when it carries an eager marker (EAGER_SELECTOR, or
 * EAGER_PARAM_ATTRIBUTE with its parameter in the address), or when the previous page left a
 * notice for it (the language change's, PENDING_NOTICE_KEY in sessionStorage). A page whose
 * server rendering stopped (NEXT_ERROR_SHELL_ID: an empty body, drawn by its scripts) starts
 * them at once. A visitor who only reads a page never downloads or runs its scripts: links, the
 * search form and every text work without them.
 *
 * A click before the page has hydrated on a button, or on a control marked HOLD_CLICK_ATTRIBUTE
 * (their handlers are not there yet), is held: it starts the scripts, and once the page reports
 * it has hydrated (HYDRATED) the loader clicks each held control again (press, release and
 * click, as a real click: a tab answers the press), in order and once per click, each in a task
 * of its own (two quick taps on a toggle are two taps, two on "add" add two). A part of the page that hydrates later than the rest
 * (LATE_HYDRATION_ATTRIBUTE: the content pages' tabs) has its clicks held until it has, and a
 * tab list's arrow, Home and End keys (HELD_KEYS) pressed before then are pressed again. A
 * held tap shows at once (HELD_ATTRIBUTE): the tab as chosen, the card as selected. Left alone: what the browser itself does
 * (links, form fields and labels, a <details>' summary, a button that opens a popover), a submit
 * button of a form (a plain form submits itself; a scripted form's button is disabled until
 * hydrated), and a button an inline script works (INLINE_ATTRIBUTE). A choice made in a list
 * (<select>) before hydration is made again, with its change event, once the page has hydrated;
 * words typed into a text area before then, which React's hydration puts back to the HTML's
 * (it keeps an input's), are typed in again, with an input event.
 */
export const LOADER =
  '<script>(function(){' +
  'var d=document,started=0,pending=0,queue=[],painted=0,wanted=0,hydrated=0,held=[],chosen=[],typed=new Map(),' +
  `events=${JSON.stringify(ENGAGEMENT_EVENTS)},capture={capture:true,passive:true};` +
  `function done(){if(started&&!pending&&d.readyState!=='loading')self.${LATE_SCRIPTS_DONE}=true}` +
  'function ran(){pending--;done()}' +
  "function add(src){var s=d.createElement('script');s.src=src;s.async=true;s.onload=s.onerror=ran;pending++;d.head.appendChild(s)}" +
  // The page data's blocks, run in their order (each replaced by a script of the same text,
  // which runs as it is inserted): those parsed so far when the scripts start, the rest when
  // the document is parsed, before Next's client reads the end of its data. While the document
  // is still arriving, the last block may be only partly parsed (its text so far, without its
  // end): a block with nothing after it yet waits for the next flush, and so do those after it.
  `function flush(){var b=d.querySelectorAll('script[type="${FLIGHT_TYPE}"]');for(var i=0;i<b.length;i++){if(d.readyState==='loading'&&!b[i].nextSibling)break;var n=d.createElement('script');n.text=b[i].text;b[i].replaceWith(n)}}` +
  'function go(){if(painted&&wanted&&!started){started=1;flush();queue.forEach(add);queue=[];done()}}' +
  // A mouse movement that moved nothing is the browser's own, sent when the page changes under
  // a resting pointer: not the visitor.
  "function want(e){if(e&&e.type==='mousemove'&&!e.movementX&&!e.movementY)return;" +
  'if(wanted)return;wanted=1;events.forEach(function(e){removeEventListener(e,want,capture)});if(!e)return go();' +
  // Started by the visitor: the scripts start once the page has answered (the frame after the
  // event, and for a touch or press the frame after its click, or 300 ms on without one): the
  // page data's run and the scripts' start would otherwise come between a tap and its answer.
  'function later(){requestAnimationFrame(function(){setTimeout(go)})}' +
  "if(e.type!=='pointerdown'&&e.type!=='touchstart')return later();" +
  "var t=setTimeout(later,300);addEventListener('click',function(){clearTimeout(t);later()},{capture:true,once:true})}" +
  'function paint(){painted=1;go()}' +
  // The eager markers, looked at on the paint and when the document is parsed.
  `function eager(){if(wanted)return;if(d.documentElement.id==='${NEXT_ERROR_SHELL_ID}'){paint();return want()}var q=new URLSearchParams(location.search),` +
  `marks=d.querySelectorAll('${EAGER_SELECTOR},[${EAGER_PARAM_ATTRIBUTE}]');` +
  `for(var i=0;i<marks.length;i++){var p=marks[i].getAttribute('${EAGER_PARAM_ATTRIBUTE}');if(!p||q.has(p))return want()}` +
  `try{if(sessionStorage.getItem('${PENDING_NOTICE_KEY}'))want()}catch(e){}}` +
  `self.${LATE_SCRIPT}=function(src){self.${LATE_SCRIPTS_LIST}.push(src);started?add(src):queue.push(src)};` +
  `self.${LATE_SCRIPTS_LIST}=[];` +
  `self.${ENGAGE}=want;` +
  'events.forEach(function(e){addEventListener(e,want,capture)});' +
  // Held until hydrated: the whole page, or a part of it that hydrates later (LATE_HYDRATION).
  `function early(t){return !hydrated||!!t.closest('[${LATE_HYDRATION_ATTRIBUTE}]')}` +
  // A held tap shows at once (HELD_ATTRIBUTE, styled in globals.css): a tab as the one chosen
  // (the last tapped of its list), a selectable control as selected (a second tap unselects
  // it), a button as pressed. The page's own state takes over when the tap is replayed.
  "function shown(b){if(b.getAttribute('role')==='tab'){var l=b.closest('[role=tablist]');" +
  `if(l)l.querySelectorAll('[${HELD_ATTRIBUTE}]').forEach(function(x){x.removeAttribute('${HELD_ATTRIBUTE}')});b.setAttribute('${HELD_ATTRIBUTE}','')}` +
  `else if(b.hasAttribute('${HOLD_CLICK_ATTRIBUTE}'))b.toggleAttribute('${HELD_ATTRIBUTE}');else b.setAttribute('${HELD_ATTRIBUTE}','')}` +
  "addEventListener('click',function(e){var t=e.target;if(!t||!t.closest||!early(t))return;" +
  // What the browser does itself (a link, a field, a summary, a popover's button, an inline
  // control) is left to it, unless it is the held control itself (a download link that also
  // shows a notice); a button inside a held control (a card's select button) is the one held.
  `var h=t.closest('[${HOLD_CLICK_ATTRIBUTE}]'),k=t.closest('button'),` +
  `n=t.closest('a[href],input,select,textarea,label,summary,[popovertarget],[${INLINE_ATTRIBUTE}]');` +
  'if(n&&n!==h&&(!h||h.contains(n)))return;var b=k&&(!h||h.contains(k))?k:h;' +
  "if(!b||b.disabled||(b.form&&b.type==='submit'))return;" +
  'e.preventDefault();e.stopImmediatePropagation();held.push(b);shown(b);want()},true);' +
  // A choice made in a list before hydration: the browser shows it, but no handler saw it (and
  // hydration may put the list back): chosen again, as the visitor chose it, once hydrated.
  "addEventListener('change',function(e){var t=e.target;if(!hydrated&&t&&t.tagName==='SELECT'){chosen.push([t,t.value]);want()}},true);" +
  // Words typed into a text area before its part has hydrated: React's hydration puts a text
  // area's value back to its HTML's (an input's it keeps), so they are kept here and typed in
  // again, with an input event for the page's handlers, once the part has hydrated.
  "addEventListener('input',function(e){var t=e.target;if(t&&t.tagName==='TEXTAREA'&&early(t))typed.set(t,t.value)},true);" +
  // A tab list's keys before its tabs have hydrated: pressed again on the same tab once they have.
  `addEventListener('keydown',function(e){var t=e.target;if(!t||!t.closest||!early(t)||${JSON.stringify(HELD_KEYS)}.indexOf(e.key)<0||t.getAttribute('role')!=='tab')return;` +
  'e.preventDefault();e.stopImmediatePropagation();held.push([t,e.key]);want()},true);' +
  // Called once the page has hydrated, and again by each part that hydrates later: what was
  // held for a part that has hydrated now is replayed, in order, each in a task of its own as a
  // visitor's taps come (React renders one tap's change before the next reads it: two taps on
  // "add" add two, two on a toggle open and close); the rest waits for its part.
  `self.${HYDRATED}=function(){var first=!hydrated;hydrated=1;self.${LATE_SCRIPTS_HYDRATED}=true;` +
  'var h=held;held=[];(function next(){if(!h.length)return;var b=h.shift(),el=b.nodeType?b:b[0];setTimeout(next);if(!el.isConnected)return;' +
  `if(early(el))return held.push(b);el.removeAttribute('${HELD_ATTRIBUTE}');` +
  "if(!b.nodeType){el.focus();return el.dispatchEvent(new KeyboardEvent('keydown',{key:b[1],bubbles:true,cancelable:true,view:self}))}" +
  // Replayed as a whole click (press, release, click): some controls answer the press (a
  // tab is chosen on mousedown).
  "['pointerdown','mousedown','pointerup','mouseup'].forEach(function(t){var o={bubbles:true,cancelable:true,composed:true,button:0,buttons:t.slice(-4)==='down'?1:0,view:self};" +
  "b.dispatchEvent(t.charAt(0)==='p'&&self.PointerEvent?new PointerEvent(t,Object.assign({pointerType:'mouse',isPrimary:true},o)):new MouseEvent(t,o))});b.click()})();" +
  'typed.forEach(function(v,t){if(early(t))return;typed.delete(t);if(!t.isConnected||t.value===v)return;' +
  "Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype,'value').set.call(t,v);t.dispatchEvent(new Event('input',{bubbles:true}))});" +
  "if(!first)return;var c=chosen;chosen=[];c.forEach(function(s){if(s[0].isConnected){s[0].value=s[1];s[0].dispatchEvent(new Event('change',{bubbles:true}))}})};" +
  // On the document, not the window: Next's client closes its page data on the document's
  // DOMContentLoaded, which runs before the window's; this listener, added first, runs first.
  "d.addEventListener('DOMContentLoaded',function(){if(started)flush();eager();done()});" +
  "var timing=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0;" +
  "if(timing&&d.visibilityState==='visible'){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();eager();setTimeout(paint)}}).observe({type:'paint',buffered:true})}" +
  "else{addEventListener('DOMContentLoaded',paint)}" +
  'setTimeout(paint,5000)' +
  '})()</script>';

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
    let flight = bytes.indexOf(FLIGHT_OPEN);
    for (;;) {
      if (script !== -1 && script < at) script = bytes.indexOf(SCRIPT_OPEN, at);
      if (preload !== -1 && preload < at) preload = bytes.indexOf(PRELOAD_OPEN, at);
      if (flight !== -1 && flight < at) flight = bytes.indexOf(FLIGHT_OPEN, at);
      const start = [script, preload, flight].reduce(
        (first, place) => (place === -1 ? first : first === -1 ? place : Math.min(first, place)),
        -1,
      );
      if (start === -1) break;
      if (start === flight) {
        // Found whole (indexOf). Deferred only on a page whose scripts the loader starts: the
        // page data is needed by them alone, and the loader runs it first.
        if (this.loaderWritten) {
          pieces.push(bytes.subarray(emitted, start), FLIGHT_DEFERRED);
          emitted = start + FLIGHT_OPEN.length;
        }
        at = start + FLIGHT_OPEN.length;
        continue;
      }
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
  return startsOne(SCRIPT_OPEN) || startsOne(PRELOAD_OPEN) || startsOne(FLIGHT_OPEN)
    ? lastOpen
    : -1;
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
