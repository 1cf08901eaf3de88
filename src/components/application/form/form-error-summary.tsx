import type { RefObject } from 'react';
import { idOf, type Labels } from './form-answers';

export interface SummaryItem {
  field: string;
  message: string;
}

/**
 * The GOV.UK error summary of a step: each error a link that focuses its field, the question
 * before the message ("Phone number: Enter a phone…"). The form focuses it when it appears.
 */
export function FormErrorSummary({
  labels,
  items,
  questionOf,
  box,
}: {
  labels: Labels;
  items: SummaryItem[];
  questionOf: (field: string) => string;
  box: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="application-error-summary"
      className="rounded-md border-2 border-red-700 bg-red-50 p-4 focus:outline-none dark:border-red-400 dark:bg-red-950"
    >
      <h3
        id="application-error-summary"
        className="text-lg font-bold text-red-800 dark:text-red-200"
      >
        {labels.errorSummaryTitle}
      </h3>
      <ul className="mt-2 list-disc space-y-1 ps-6">
        {items.map((item) => (
          <li key={item.field}>
            <a
              href={`#${idOf(item.field)}`}
              className="font-bold text-red-800 underline dark:text-red-200"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(idOf(item.field))?.focus();
              }}
            >
              {questionOf(item.field) ? `${questionOf(item.field)}: ` : ''}
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
