import type { ReactNode } from 'react';
import { cn } from './cn';

export interface Fact {
  /** Unique in the list. */
  label: string;
  value: ReactNode;
}

/**
 * Label/value facts (duration, degree, closing date): a two-column grid on wider screens, each
 * value under its label on a phone.
 */
export function FactList({ items, className }: { items: Fact[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]', className)}>
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="font-bold text-slate-600 dark:text-slate-400">{item.label}</dt>
          <dd className="mb-2 text-slate-800 sm:mb-0 dark:text-slate-200">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
