/**
 * Runs `task` when the browser is next idle (within 5 s): for fetching code a page will probably
 * need soon (a menu's panel, a form's checks) without competing with its load and hydration.
 * Returns a function that cancels it. (Safari has no requestIdleCallback: half a second later.)
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 500);
    return () => window.clearTimeout(timer);
  }
  const idle = requestIdleCallback(task, { timeout: 5_000 });
  return () => cancelIdleCallback(idle);
}

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
