import { RichText } from '@/components/news/rich-text';
import type { BlockProps } from './block-types';

/**
 * Formatted text under a heading, as an editor wrote it with the toolbar (a text section once
 * edited in the workspace): rendered as React elements, never read as markup; its headings
 * one and two levels below the section's.
 */
export function FormattedBlock({ locale, section }: BlockProps<'formatted'>) {
  return (
    <RichText
      source={section.document}
      locale={locale}
      headingsBelow="h2"
      className="max-w-3xl space-y-3 text-slate-700 dark:text-slate-300"
    />
  );
}
