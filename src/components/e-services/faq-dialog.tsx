'use client';

import { CircleQuestionMark as circleQuestionMarkNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { Dialog } from '../ui/dialog';
import { secondaryButton } from '../ui/styles';

const CircleQuestionMark = icon('circle-question-mark', circleQuestionMarkNode);

interface FaqDialogProps {
  items: { question: string; answer: string }[];
  labels: { open: string; title: string; description: string; close: string };
}

/** The platform's frequently asked questions in a modal dialog (Radix: focus trapped, Escape closes). */
export function FaqDialog({ items, labels }: FaqDialogProps) {
  return (
    <Dialog
      trigger={
        <button type="button" className={secondaryButton}>
          <CircleQuestionMark aria-hidden="true" className="size-4" />
          {labels.open}
        </button>
      }
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
    >
      <ol className="space-y-4" data-faq-list="">
        {items.map((item) => (
          <li
            key={item.question}
            className="border-b border-slate-200 pb-4 last:border-0 dark:border-slate-700"
          >
            <h3 className="font-bold text-brand-900 dark:text-white">{item.question}</h3>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{item.answer}</p>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
