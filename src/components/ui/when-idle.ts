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
