import { Intro } from '../section-intro';
import type { BlockProps } from './block-types';

/** Big figures with their labels; the figure is read after its label. */
export function StatsBlock({ section }: BlockProps<'stats'>) {
  return (
    <>
      <Intro text={section.intro} />
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {section.items.map((item) => (
          <div
            key={item.label}
            className="flex flex-col-reverse rounded-lg bg-brand-800 p-5 text-center text-white dark:bg-brand-900"
          >
            <dt className="mt-1 text-sm text-brand-100">{item.label}</dt>
            <dd className="text-3xl font-bold text-gold-300" dir="ltr">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
