/**
 * Shows a notice (toast) from any client code. The Toaster in the layout listens for these
 * events, so callers need no React context and pages need no extra client code.
 */
export type NoticeVariant = 'success' | 'error';

export interface Notice {
  title: string;
  description?: string;
  variant?: NoticeVariant;
}

export const NOTICE_EVENT = 'college:notice';

/** Key in sessionStorage for a notice to show after the next page load (e.g. language change). */
export const PENDING_NOTICE_KEY = 'pending-notice';

export function notify(notice: Notice): void {
  window.dispatchEvent(new CustomEvent<Notice>(NOTICE_EVENT, { detail: notice }));
}
