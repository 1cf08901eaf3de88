import { Info as infoNode } from 'lucide';
import { icon } from './icon';

// Not from icons.tsx: the calendar's and the directory's editors, client components, import this
// note (icon.tsx says why).
const Info = icon('info', infoNode);

/**
 * The plain statement, above the calendar's and the directory's editing buttons, that their
 * changes stay in the open page only (spec 000: edits are local and lost on reload).
 */
export function LocalEditsNote({ text }: { text: string }) {
  return (
    <p
      data-testid="local-edits-note"
      className="flex max-w-3xl items-start gap-2 rounded-md border border-gold-400 bg-slate-50 p-3 text-sm font-bold text-slate-800 dark:border-gold-600 dark:bg-slate-900 dark:text-slate-100"
    >
      <Info
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-gold-300"
      />
      <span>{text}</span>
    </p>
  );
}
