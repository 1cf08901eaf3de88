import type { ReactNode } from 'react';
import { cn } from './cn';

/** An ordered process or course of lessons: an <ol> of `Step`s. */
export function StepList({ className, children }: { className?: string; children: ReactNode }) {
  return <ol className={cn('grid gap-4', className)}>{children}</ol>;
}

/**
 * One step: its number in a gold disc (the list's own numbering, so hidden from screen readers),
 * its title as an h3, then what it says.
 */
export function Step({
  number,
  title,
  className,
  children,
}: {
  number: number;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={cn('flex gap-4', className)}>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gold-400 font-bold text-slate-900"
      >
        {number}
      </span>
      <div>
        <h3 className="font-bold text-brand-900 dark:text-white">{title}</h3>
        {children}
      </div>
    </li>
  );
}
