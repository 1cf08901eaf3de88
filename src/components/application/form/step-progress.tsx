import { CircleCheck as circleCheckNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { formSteps } from '@/lib/application-choices';
import type { Labels } from './form-answers';

const CircleCheck = icon('circle-check', circleCheckNode);

/** The five steps as a bar: done (ticked), current, to come. */
export function StepProgress({ labels, step }: { labels: Labels; step: number }) {
  return (
    <ol aria-label={labels.stepsLabel} className="grid grid-cols-5 gap-1" data-testid="steps">
      {formSteps.map((each, index) => (
        <li
          key={each}
          aria-current={index === step ? 'step' : undefined}
          className="flex flex-col gap-1 text-xs font-bold text-slate-600 dark:text-slate-400"
        >
          <span
            aria-hidden="true"
            className={`h-1.5 rounded-full ${index <= step ? 'bg-brand-600 dark:bg-brand-400' : 'bg-slate-300 dark:bg-slate-600'}`}
          />
          <span
            className={`max-sm:sr-only ${index === step ? 'text-brand-800 dark:text-white' : ''}`}
          >
            {index < step ? (
              <CircleCheck aria-hidden="true" className="me-1 inline size-3.5" />
            ) : null}
            {labels.steps[each]}
          </span>
        </li>
      ))}
    </ol>
  );
}
