import { ContentFacts } from '../content-facts';
import { Intro } from '../section-intro';
import type { BlockProps } from './block-types';

/** Key facts (duration, degree, tuition) in a bordered box. */
export function FactsBlock({ locale, section }: BlockProps<'facts'>) {
  return (
    <>
      <Intro text={section.intro} />
      <div className="max-w-3xl rounded-lg border border-slate-200 p-5 dark:border-slate-700">
        <ContentFacts locale={locale} items={section.items} />
      </div>
    </>
  );
}
