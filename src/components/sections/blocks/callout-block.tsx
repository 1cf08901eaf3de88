import { buttonVariants } from '@/components/ui/button';
import { ContentAnchor } from '../content-anchor';
import type { BlockProps } from './block-types';

const primaryAction = buttonVariants({ variant: 'primary', size: 'lg' });
const otherAction = buttonVariants({ variant: 'secondary', size: 'lg' });

/** A highlighted box with its actions: the first one primary, the others secondary. */
export function CalloutBlock({ locale, section }: BlockProps<'callout'>) {
  return (
    <div className="rounded-lg bg-brand-50 p-6 dark:bg-slate-900">
      <div className="max-w-3xl space-y-2 text-slate-700 dark:text-slate-300">
        {section.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        {section.actions.map((action, index) => (
          <ContentAnchor
            key={action.href + action.label}
            locale={locale}
            link={action}
            className={index === 0 ? primaryAction : otherAction}
          />
        ))}
      </div>
    </div>
  );
}
