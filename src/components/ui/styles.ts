import { buttonClasses } from './button-classes';

/**
 * The classes of the site's form controls and buttons, shared by the interactive pages
 * (calendar, directory, documents upload) so they look and behave alike in both themes. The
 * buttons come from `buttonClasses` (./button-classes), like every other button of the site.
 */
export const buttonBase = buttonClasses({ variant: null });
export const primaryButton = buttonClasses({ variant: 'primary' });
export const secondaryButton = buttonClasses({ variant: 'secondary' });
export const dangerButton = buttonClasses({ variant: 'danger' });
export const textInput =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';

/** A box that warns (a preview's "not published yet", an edited page's schedule). */
export const warningBox =
  'rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100';

/** A short mark that warns beside a row's name (overdue, needs translation). */
export const warningPill =
  'inline-block rounded-full bg-amber-100 px-2 text-sm font-bold text-amber-900 dark:bg-amber-900 dark:text-amber-100';
