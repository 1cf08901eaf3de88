import { whenIdle } from './when-idle';

// A module of its own, not beside whenIdle: the phone menu, on every page, imports whenIdle, and
// the bundler kept whenEngaged in that chunk too (about 100 bytes of gzip in every first load,
// past #23's 140 KB); only the application page needs it.

/**
 * What counts as starting to use a page: a tap, a click, a key, focus moving into it, or a field
 * changed without any of these (a browser's autofill, an assistive technology).
 */
const ENGAGING_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'input',
  'change',
] as const;
const CAPTURE = { capture: true } as const;

/**
 * Runs `task` when the browser is next idle after the visitor first starts using the page (see
 * ENGAGING_EVENTS): for code only a visitor who acts needs (a form's checks, its second tab).
 * A visitor who only reads the page never downloads it, which a metered connection pays for,
 * and it is not evaluated while the page loads (#23: on the application page it was a long
 * task of 60–100 ms on Lighthouse's slowed phone). Returns a function that cancels it.
 */
export function whenEngaged(task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const stopListening = () => {
    for (const type of ENGAGING_EVENTS) window.removeEventListener(type, engaged, CAPTURE);
  };
  function engaged() {
    stopListening();
    cancelIdle = whenIdle(task);
  }
  for (const type of ENGAGING_EVENTS) {
    window.addEventListener(type, engaged, { ...CAPTURE, passive: true });
  }
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
