import type { BlockProps } from './block-types';

/** Paragraphs under a heading. */
export function TextBlock({ section }: BlockProps<'text'>) {
  return (
    <div className="max-w-3xl space-y-3 text-slate-700 dark:text-slate-300">
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
