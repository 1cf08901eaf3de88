/**
 * Shows a notice (toast) from any client code: the spec's notices (section 8). The <Toaster> in
 * the layout listens for these events and loads the notice stack (sonner) on the first one, so
 * pages that never show a notice never download it.
 */
export type NoticeVariant = 'success' | 'error';

export interface Notice {
  title: string;
  description?: string;
  /** 'error' is the spec's destructive notice. */
  variant?: NoticeVariant;
  /** A button in the notice (e.g. Undo after a deletion); the notice closes when it is used. */
  action?: { label: string; onClick: () => void };
}

export const NOTICE_EVENT = 'college:notice';

/**
 * Key in sessionStorage for the path of the page the pending notice is for (the notice itself is
 * under PENDING_NOTICE_KEY, in runtime/contract.ts: the page's loader reads it too). The page
 * being left may hydrate between the tap and its unloading (the tap starts its scripts), and
 * must not take the next page's notice.
 */
export const PENDING_NOTICE_PATH_KEY = 'pending-notice-path';

/** How long a notice stays (paused while hovered or focused). */
export const NOTICE_DURATION_MS = 6000;

/** At most this many notices are shown at once (the rest wait): a phone screen stays usable. */
export const VISIBLE_NOTICES = 2;

export function notify(notice: Notice): void {
  window.dispatchEvent(new CustomEvent<Notice>(NOTICE_EVENT, { detail: notice }));
}
