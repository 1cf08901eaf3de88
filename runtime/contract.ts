/**
 * The contract between `npm start`'s page loader (runtime/late-scripts.ts, which writes an inline
 * loader into every page) and the pages, the service worker and the browser tests: the loader's
 * global names, the attributes pages mark themselves with and the storage keys it reads. Every
 * side imports its names from here (the site as `@runtime/contract`, the server, the tests and
 * the bench by relative path), and the loader's source is built from them, so a rename changes
 * every side at once instead of silently turning a feature off. globals.css cannot import: a
 * test (contract.test.ts) fails when its selectors name an attribute this module does not.
 *
 * Part of client bundles and loaded by Node as it is (runtime/start-server.ts): no imports,
 * nothing but the names and the page's one call to the loader.
 */

/** The loader's global function, called by each deferred script tag (a name no library uses). */
export const LATE_SCRIPT = '__collegeLateScript';
/**
 * Every script handed to the loader, in order: the service worker's registration hands the list
 * to the worker, which keeps the files for offline visits.
 */
export const LATE_SCRIPTS_LIST = '__collegeLateScripts';
/** Set to true once every script handed to the loader has run and the document is parsed. */
export const LATE_SCRIPTS_DONE = '__collegeLateScriptsDone';
/**
 * Called by the page once React has hydrated it (signalHydrated, below): the loader then
 * replays the clicks it held back, and sets LATE_SCRIPTS_HYDRATED.
 */
export const HYDRATED = '__collegeHydrated';
/** Set to true by HYDRATED's call: the browser tests' `engage` waits for it. */
export const LATE_SCRIPTS_HYDRATED = '__collegeHydratedDone';
/**
 * The loader's answer to "the visitor is using the page": starts the scripts (once painted).
 * Engagement events call it; so does the browser tests' `engage`.
 */
export const ENGAGE = '__collegeEngage';

/**
 * A page asks for its scripts at once (it shows something only its script can: a saved draft,
 * a tab named in the address, the staff workspace) with `data-hydrate="eager"` on any element
 * (spread `eagerHydration` on it), or with `data-hydrate-param="<name>"` when the address has
 * that query parameter.
 */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
export const EAGER_SELECTOR = `[${HYDRATE_ATTRIBUTE}="eager"]`;
export const EAGER_PARAM_ATTRIBUTE = 'data-hydrate-param';
export const eagerHydration = { [HYDRATE_ATTRIBUTE]: 'eager' } as const;

/**
 * The id Next gives `<html>` when a page's server rendering stopped (a staff page of another
 * role: `forbidden()`): the body is empty and the page is drawn by its scripts alone, so the
 * loader starts them at once, without waiting for a paint that will not come or for a touch.
 */
export const NEXT_ERROR_SHELL_ID = '__next_error__';

/**
 * A control whose click a React handler answers, other than a plain button (a selectable card,
 * a semester's table, a download link that also shows a notice): clicked before the page has
 * hydrated, the loader holds the click and replays it once it has, as it does for every button.
 */
export const HOLD_CLICK_ATTRIBUTE = 'data-hold-click';
/**
 * A part of the page that hydrates after the rest (a component in a chunk of its own, behind a
 * Suspense boundary: the content pages' tabs) carries this attribute in the server's HTML and
 * drops it once it has hydrated, then calls HYDRATED again. Until then the loader holds the
 * clicks and the keys on its controls, even when the rest of the page has hydrated, and replays
 * them to the hydrated part.
 */
export const LATE_HYDRATION_ATTRIBUTE = 'data-late-hydration';
/**
 * The keys a control answers through its script alone (a tab list's arrows, Home and End):
 * pressed on a tab before it has hydrated, the loader holds them and presses them again once
 * it has. Enter and Space on a button are its click, which the loader holds already.
 */
export const HELD_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/**
 * Set by the loader on a control whose tap it holds, so that the tap shows at once (globals.css:
 * a tab as chosen, a selectable card as selected, a button as pressed); removed when the tap is
 * replayed and the page's own state takes over.
 */
export const HELD_ATTRIBUTE = 'data-held';

/**
 * A button worked by an inline script of the page from the first moment (the theme toggle): the
 * loader never holds its click.
 */
export const INLINE_ATTRIBUTE = 'data-inline';

/**
 * The sessionStorage key of a notice left for the next page (the language toggle's
 * confirmation, src/components/notices/notify.ts): the loader starts the scripts of a page that
 * has one waiting, so that the Toaster shows it without a touch.
 */
export const PENDING_NOTICE_KEY = 'pending-notice';

/**
 * Tells the page's loader that the page, or a part of it that hydrates later
 * (LATE_HYDRATION_ATTRIBUTE), has hydrated: the loader replays the clicks and keys it held for
 * it. Does nothing under `next dev`, which has no loader.
 */
export function signalHydrated(): void {
  const signal = (window as unknown as Record<string, unknown>)[HYDRATED];
  if (typeof signal === 'function') signal();
}
