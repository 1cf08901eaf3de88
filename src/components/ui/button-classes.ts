import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The one set of button classes of the site, for <button>, <a> and <Link> alike. The padding of
 * the default size is in the base, so the default classes read as they always have; the other
 * sizes replace it. Without tailwind-merge (./button.ts adds it for server components), so the
 * client components that take their classes from ./styles.ts do not download it.
 */
export const buttonClasses = cva(
  'inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 font-bold disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        primary:
          'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400',
        secondary:
          'border border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-200 dark:hover:bg-slate-800',
        danger:
          'border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950',
        /** The gold call to action, on the brand-coloured bands and the home page's hero. */
        accent: 'bg-gold-400 text-slate-900 hover:bg-gold-300',
        /** An outlined button on a brand-coloured band. */
        inverse: 'border-2 border-white text-white hover:bg-white/10',
        /**
         * An action this item does not offer (a lecture given in class has no file): always
         * disabled, dashed, and kept readable rather than faded.
         */
        unavailable:
          'cursor-not-allowed border border-dashed border-slate-400 bg-slate-100 text-slate-600 disabled:opacity-100 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-300',
      },
      size: {
        md: '',
        /** Small actions beside a card's text (add to calendar). */
        sm: 'gap-1.5 px-3 py-1.5 text-sm',
        /** The actions of a content call-out and of a job advert. */
        lg: 'px-5 py-2.5',
        /** Calls to action on the home pages. */
        xl: 'px-6 py-3',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonClasses>;
