import { ChevronDown } from '@/components/ui/icons';
import type { BlockProps } from './block-types';

/** Questions and answers, each a <details> that opens on its question. */
export function FaqBlock({ section }: BlockProps<'faq'>) {
  return (
    <div className="max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
      {section.items.map((item) => (
        <details key={item.question} className="group p-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-bold text-brand-900 dark:text-white [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
