/**
 * The body of a news item: plain text with a few marks an editor types without a toolbar,
 * the subset of Markdown that news needs and nothing else.
 *
 *   ## A heading            ### A smaller heading
 *   - an item of a list     1. an item of a numbered list
 *   [the words](https://example.org) or [the words](/admission): a link
 *   A blank line ends a paragraph.
 *
 * Parsed into blocks that the page renders as React elements, never as HTML: no markup an
 * editor types can reach the page, and a link goes only to the web (https/http), to a page of
 * this site (/…) or to an e-mail address (mailto:). A full Markdown parser would accept far more
 * (raw HTML, images, code, tables) only to have it removed again; this one is short and every
 * rule is tested (rich-text.test.ts).
 *
 * Shared by the editor (the preview and its checks) and the server: relative imports only.
 */

export type Inline = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'heading'; level: 2 | 3; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

export interface RichTextProblem {
  /** 1-based line of the source. */
  line: number;
  /** A key of Staff.fieldErrors. */
  code: 'bodyBadLink';
}

const LINK = /\[([^\][]+)\]\(([^()\s]+)\)/g;

/** A link target a visitor may follow: the web, a page of this site, or an e-mail address. */
export function isSafeHref(href: string): boolean {
  if (/^\/(?!\/)/.test(href)) return !/[\\\s]/.test(href);
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return true;
  try {
    const url = new URL(href);
    // No user part: "https://alrowad.edu.sd@elsewhere.example" goes elsewhere.
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.includes('.') &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

function inline(text: string, line: number, problems: RichTextProblem[]): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, words = '', href = ''] = match;
    if (match.index > at) out.push({ type: 'text', text: text.slice(at, match.index) });
    if (isSafeHref(href)) out.push({ type: 'link', text: words.trim(), href });
    else {
      problems.push({ line, code: 'bodyBadLink' });
      out.push({ type: 'text', text: whole });
    }
    at = match.index + whole.length;
  }
  if (at < text.length) out.push({ type: 'text', text: text.slice(at) });
  return out;
}

/** The blocks of a body, and what in it cannot be published (a link to somewhere unsafe). */
export function parseRichText(source: string): { blocks: Block[]; problems: RichTextProblem[] } {
  const blocks: Block[] = [];
  const problems: RichTextProblem[] = [];
  let paragraph: { lines: string[]; line: number } | null = null;
  let list: { ordered: boolean; items: Inline[][] } | null = null;

  const endParagraph = () => {
    if (paragraph) {
      blocks.push({
        type: 'paragraph',
        content: inline(paragraph.lines.join(' '), paragraph.line, problems),
      });
    }
    paragraph = null;
  };
  const endList = () => {
    if (list) blocks.push({ type: 'list', ...list });
    list = null;
  };

  source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((raw, index) => {
      const line = index + 1;
      const text = raw.trim();
      if (!text) {
        endParagraph();
        endList();
        return;
      }
      const heading = /^(#{2,3})\s+(.+)$/.exec(text);
      if (heading) {
        endParagraph();
        endList();
        blocks.push({
          type: 'heading',
          level: heading[1] === '##' ? 2 : 3,
          content: inline(heading[2]!.trim(), line, problems),
        });
        return;
      }
      const item = /^(?:([-*])|(\d{1,3})[.)])\s+(.+)$/.exec(text);
      if (item) {
        endParagraph();
        const ordered = item[2] !== undefined;
        if (list && list.ordered !== ordered) endList();
        list ??= { ordered, items: [] };
        list.items.push(inline(item[3]!.trim(), line, problems));
        return;
      }
      endList();
      paragraph ??= { lines: [], line };
      paragraph.lines.push(text);
    });
  endParagraph();
  endList();
  return { blocks, problems };
}

/** The words of a body without its marks: for the search, the feed's summary and meta tags. */
export function plainText(blocks: Block[]): string[] {
  const words = (content: Inline[]) => content.map((part) => part.text).join('');
  return blocks.flatMap((block) =>
    block.type === 'list' ? block.items.map(words) : [words(block.content)],
  );
}
