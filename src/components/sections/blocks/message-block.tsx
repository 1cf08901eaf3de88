import type { BlockProps } from './block-types';

/**
 * A signed message (the dean's word, the instructor's welcome): the paragraphs as a quotation,
 * then who wrote it.
 */
export function MessageBlock({
  section,
}: {
  section: Pick<BlockProps<'message'>['section'], 'paragraphs' | 'author' | 'role'>;
}) {
  return (
    <figure className="max-w-3xl rounded-lg border-s-4 border-gold-400 bg-slate-50 p-6 dark:bg-slate-900">
      <blockquote className="space-y-3 text-lg text-slate-800 dark:text-slate-200">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </blockquote>
      <figcaption className="mt-4">
        <span className="block font-bold text-brand-900 dark:text-white">{section.author}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{section.role}</span>
      </figcaption>
    </figure>
  );
}
