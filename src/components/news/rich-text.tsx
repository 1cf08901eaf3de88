import type { ReactNode } from 'react';
import { parseRichText, type Inline } from '@/lib/rich-text';

function words(content: Inline[]): ReactNode[] {
  return content.map((part, index) =>
    part.type === 'link' ? (
      <a
        key={index}
        href={part.href}
        className="font-bold text-brand-700 underline dark:text-brand-300"
      >
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}

/**
 * A news body (src/lib/rich-text.ts) as React elements: headings, paragraphs, lists and links,
 * nothing an editor typed is ever read as markup. The page's title is its h1, so the body's
 * headings are h2 and h3.
 */
export function RichText({ source, className }: { source: string; className?: string }) {
  const { blocks } = parseRichText(source);
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} className="pt-2 text-2xl font-bold text-brand-900 dark:text-white">
                {words(block.content)}
              </h2>
            ) : (
              <h3 key={index} className="pt-1 text-xl font-bold text-brand-900 dark:text-white">
                {words(block.content)}
              </h3>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={index}
                className={`space-y-1 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{words(item)}</li>
                ))}
              </List>
            );
          }
          default:
            return <p key={index}>{words(block.content)}</p>;
        }
      })}
    </div>
  );
}
