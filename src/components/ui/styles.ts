/**
 * The classes of the site's form controls and buttons, shared by the interactive pages
 * (calendar, directory, documents upload) so they look and behave alike in both themes.
 */
export const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 font-bold disabled:cursor-not-allowed disabled:opacity-60';
export const primaryButton = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400`;
export const secondaryButton = `${buttonBase} border border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-200 dark:hover:bg-slate-800`;
export const dangerButton = `${buttonBase} border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950`;
export const textInput =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';
