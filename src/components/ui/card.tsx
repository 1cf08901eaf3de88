import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * The bordered card of the site's grids (a programme, a tool, a project): a column whose last
 * part can sit at the bottom with `mt-auto`, so the cards of a row line up.
 */
export function Card({ className, ...props }: ComponentProps<'article'>) {
  return (
    <article
      className={cn(
        'flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
      {...props}
    />
  );
}
