import type { ReactNode } from 'react';
import { localizePath, type Locale } from '@/i18n/paths';
import {
  toDocument,
  type BlockNode,
  type InlineNode,
  type List,
  type RichDocument,
  type Table,
} from '@/lib/rich-text';

const link = 'font-bold text-brand-700 underline dark:text-brand-300';

/** A page of this site as an editor links it (`/admission`), not a file or an address of its own. */
const SITE_PAGE = /^\/(?!en(?:[/#?]|$)|api\/|files\/|downloads\/|media\/)[^.]*$/;

/** Where a link goes on a page in `locale`: a page of this site in that language. */
function hrefIn(href: string, locale: Locale | undefined): string {
  return locale && SITE_PAGE.test(href) ? localizePath(locale, href) : href;
}

function words(content: InlineNode[] | undefined, locale?: Locale): ReactNode[] {
  return (content ?? []).map((part, index) => {
    if (part.type === 'hardBreak') return <br key={index} />;
    let shown: ReactNode = part.text;
    for (const mark of part.marks ?? []) {
      if (mark.type === 'bold') shown = <strong>{shown}</strong>;
      else if (mark.type === 'italic') shown = <em>{shown}</em>;
      else {
        shown = (
          <a href={hrefIn(mark.attrs.href, locale)} className={link}>
            {shown}
          </a>
        );
      }
    }
    return <span key={index}>{shown}</span>;
  });
}

function ListBlock({ list, locale }: { list: List; locale?: Locale }) {
  const Tag = list.type === 'orderedList' ? 'ol' : 'ul';
  return (
    <Tag className={`space-y-1 ps-6 ${list.type === 'orderedList' ? 'list-decimal' : 'list-disc'}`}>
      {list.content.map((item, index) => (
        <li key={index}>
          {item.content.map((part, partIndex) =>
            part.type === 'paragraph' ? (
              <p key={partIndex}>{words(part.content, locale)}</p>
            ) : (
              <ListBlock key={partIndex} list={part} locale={locale} />
            ),
          )}
        </li>
      ))}
    </Tag>
  );
}

const cell = 'border border-slate-300 px-3 py-2 text-start align-top dark:border-slate-600';

/** A table: a header cell of the first row heads its column, one elsewhere its row. */
function TableBlock({ table, locale }: { table: Table; locale?: Locale }) {
  return (
    // Its cells wrap their words; a table still too wide for a phone scrolls on its own, not
    // the page.
    <div className="overflow-x-auto">
      <table className="min-w-full border-collapse text-base break-words">
        <tbody>
          {table.content.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.content.map((part, cellIndex) => {
                const Tag = part.type === 'tableHeader' ? 'th' : 'td';
                return (
                  <Tag
                    key={cellIndex}
                    scope={Tag === 'th' ? (rowIndex === 0 ? 'col' : 'row') : undefined}
                    colSpan={part.attrs?.colspan}
                    rowSpan={part.attrs?.rowspan}
                    className={`${cell} ${Tag === 'th' ? 'bg-slate-100 font-bold dark:bg-slate-800' : ''}`}
                  >
                    {part.content.map((paragraph, index) => (
                      <p key={index}>{words(paragraph.content, locale)}</p>
                    ))}
                  </Tag>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5';

function Block({
  block,
  below,
  locale,
}: {
  block: BlockNode;
  below: 'h1' | 'h2' | 'h3';
  locale?: Locale;
}) {
  switch (block.type) {
    case 'heading': {
      // The editor's heading (level 2) one below the heading the text sits under, its
      // subheading two below.
      const Tag = `h${Number(below[1]) + block.attrs.level - 1}` as HeadingTag;
      return block.attrs.level === 2 ? (
        <Tag className="pt-2 text-2xl font-bold text-brand-900 dark:text-white">
          {words(block.content, locale)}
        </Tag>
      ) : (
        <Tag className="pt-1 text-xl font-bold text-brand-900 dark:text-white">
          {words(block.content, locale)}
        </Tag>
      );
    }
    case 'bulletList':
    case 'orderedList':
      return <ListBlock list={block} locale={locale} />;
    case 'table':
      return <TableBlock table={block} locale={locale} />;
    default:
      // An empty paragraph is the gap the writer left.
      return block.content?.length ? (
        <p>{words(block.content, locale)}</p>
      ) : (
        <p aria-hidden="true">&nbsp;</p>
      );
  }
}

/**
 * A news body or a page's formatted text (src/lib/rich-text.ts) as React elements: headings, paragraphs, lists, tables
 * and bold, italic and linked words; nothing an editor typed is ever read as markup. The
 * page's title is its h1, so the body's headings are h2 and h3.
 */
export function RichText({
  source,
  document,
  className,
  lang,
  dir,
  headingsBelow = 'h1',
  locale,
}: {
  /**
   * The language of the page it is shown on: a link to a page of this site (`/admission`) goes
   * to that page in this language.
   */
  locale?: Locale;
  /** The heading the text sits under (a page's h1, a card's h2 or h3): its headings follow it. */
  headingsBelow?: 'h1' | 'h2' | 'h3';
  /** The stored body. */
  source?: string;
  /** Or its document. */
  document?: RichDocument;
  className?: string;
  lang?: string;
  dir?: 'rtl' | 'ltr';
}) {
  const shown = document ?? toDocument(source ?? '');
  return (
    <div className={className} lang={lang} dir={dir}>
      {shown.content.map((block, index) => (
        <Block key={index} block={block} below={headingsBelow} locale={locale} />
      ))}
    </div>
  );
}
