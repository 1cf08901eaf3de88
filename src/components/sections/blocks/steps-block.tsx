import { Step, StepList } from '@/components/ui/step-list';
import { Intro } from '../section-intro';
import type { BlockProps } from './block-types';

/** An ordered process: each step a title and what happens. */
export function StepsBlock({ section }: BlockProps<'steps'>) {
  return (
    <>
      <Intro text={section.intro} />
      <StepList className="max-w-4xl">
        {section.items.map((step, index) => (
          <Step key={step.title} number={index + 1} title={step.title}>
            <p className="text-slate-700 dark:text-slate-300">{step.body}</p>
          </Step>
        ))}
      </StepList>
    </>
  );
}
