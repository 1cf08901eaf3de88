import { Check } from '@/components/ui/icons';
import { Intro } from '../section-intro';
import type { BlockProps } from './block-types';

/** A list of points: bullets, numbered (an order that matters) or ticks. */
export function ListBlock({ section }: BlockProps<'list'>) {
  const items = section.items.map((item) => (
    <li key={item} className={section.style === 'checks' ? 'flex gap-2' : undefined}>
      {section.style === 'checks' ? (
        <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-600" />
      ) : null}
      <span>{item}</span>
    </li>
  ));
  return (
    <>
      <Intro text={section.intro} />
      {section.style === 'numbered' ? (
        <ol className="max-w-3xl list-decimal space-y-2 ps-6 text-slate-700 marker:font-bold marker:text-brand-700 dark:text-slate-300">
          {items}
        </ol>
      ) : (
        <ul
          className={`max-w-3xl space-y-2 text-slate-700 dark:text-slate-300 ${
            section.style === 'bullets' ? 'list-disc ps-6 marker:text-brand-600' : ''
          }`}
        >
          {items}
        </ul>
      )}
    </>
  );
}
