/**
 * The body of a news item as structured content: a document of headings, paragraphs, lists and
 * tables whose words may be bold, italic or a link, written with the workspace's toolbar editor
 * (src/components/staff/rich-text-editor.tsx, TipTap) and stored as that editor's JSON, a
 * ProseMirror document, never as HTML. The page renders it as React elements
 * (src/components/news/rich-text.tsx): nothing an editor types can reach the page as markup.
 *
 * Every document the server receives goes through `readRichText`, which keeps only what the
 * toolbar can make (the nodes and marks below, a link's address, a heading's level, a table
 * cell's span) and refuses any other node: a hand-made request cannot store anything the
 * editor could not. A link goes only to the web (https/http), to a page of this site (/…) or to
 * an e-mail address (mailto:).
 *
 * Bodies written before the editor, in the few marks typed without a toolbar (`## heading`,
 * `- item`, `1. item`, `[words](https://…)`), are read as the same document (`readMarks`): the
 * items the site started with, old revisions, and a body sent as text by a script.
 *
 * Shared by the editor (its checks), the server and the database's start-up conversion:
 * relative imports only.
 */
import { normalizeDigits } from './normalize';
import { BIDI_CONTROLS, INVISIBLE, SEPARATORS } from './single-line';

export type Mark =
  { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };
export type TextNode = { type: 'text'; text: string; marks?: Mark[] };
export type InlineNode = TextNode | { type: 'hardBreak' };
export type Paragraph = { type: 'paragraph'; content?: InlineNode[] };
export type Heading = { type: 'heading'; attrs: { level: 2 | 3 }; content?: InlineNode[] };
export type ListItem = { type: 'listItem'; content: (Paragraph | List)[] };
export type List = { type: 'bulletList' | 'orderedList'; content: ListItem[] };
export type TableCell = {
  type: 'tableHeader' | 'tableCell';
  attrs?: { colspan?: number; rowspan?: number };
  content: Paragraph[];
};
export type TableRow = { type: 'tableRow'; content: TableCell[] };
export type Table = { type: 'table'; content: TableRow[] };
export type BlockNode = Paragraph | Heading | List | Table;
export interface RichDocument {
  type: 'doc';
  content: BlockNode[];
}

/** What a body cannot be saved with: keys of `Staff.fieldErrors`. */
export type RichTextProblem = 'bodyInvalid' | 'bodyBadLink';

/** Lists inside lists at most this deep; a table's cell spans at most this many columns or rows. */
const MAX_LIST_DEPTH = 4;
const MAX_SPAN = 20;
/** Nodes in one document at most (a 20,000-letter body needs far fewer). */
const MAX_NODES = 20_000;

export const emptyDocument = (): RichDocument => ({ type: 'doc', content: [] });

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

/** A text node's words: no line breaks or control characters (a break is its own node), digits 0-9. */
function cleanWords(text: string): string {
  return normalizeDigits(text).replace(SEPARATORS, ' ').replace(BIDI_CONTROLS, '');
}

class Refused extends Error {}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The children of a node: an array, or none. */
function children(node: Json): unknown[] {
  if (node.content === undefined) return [];
  if (!Array.isArray(node.content)) throw new Refused();
  return node.content;
}

/** Reads a (possibly hand-made) ProseMirror document, keeping only what the toolbar makes. */
class Reader {
  nodes = 0;
  badLink = false;

  private count(): void {
    if (++this.nodes > MAX_NODES) throw new Refused();
  }

  private marks(value: unknown): Mark[] {
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw new Refused();
    const marks: Mark[] = [];
    for (const mark of value) {
      if (!isObject(mark)) throw new Refused();
      if (mark.type === 'bold' || mark.type === 'italic') {
        if (!marks.some((kept) => kept.type === mark.type)) marks.push({ type: mark.type });
      } else if (mark.type === 'link') {
        const href = isObject(mark.attrs) ? mark.attrs.href : undefined;
        if (typeof href !== 'string') throw new Refused();
        const target = href.trim();
        if (!isSafeHref(target)) this.badLink = true;
        else if (!marks.some((kept) => kept.type === 'link')) {
          marks.push({ type: 'link', attrs: { href: target } });
        }
      }
      // Any other mark (underline, strike, code…) is not one the toolbar makes: its words stay.
      else if (typeof mark.type !== 'string') throw new Refused();
    }
    // One order, so that equal marks compare equal when neighbouring words are joined.
    return marks.sort((a, b) => a.type.localeCompare(b.type));
  }

  inline(node: Json): InlineNode[] {
    const out: InlineNode[] = [];
    for (const child of children(node)) {
      this.count();
      if (!isObject(child)) throw new Refused();
      if (child.type === 'hardBreak') {
        out.push({ type: 'hardBreak' });
        continue;
      }
      if (child.type !== 'text' || typeof child.text !== 'string') throw new Refused();
      const text = cleanWords(child.text);
      const marks = this.marks(child.marks);
      if (!text) continue;
      const last = out.at(-1);
      if (last?.type === 'text' && JSON.stringify(last.marks ?? []) === JSON.stringify(marks)) {
        last.text += text;
      } else out.push(marks.length ? { type: 'text', text, marks } : { type: 'text', text });
    }
    // No break at the end of a line: it shows nothing.
    while (out.at(-1)?.type === 'hardBreak') out.pop();
    return out;
  }

  private paragraph(node: Json): Paragraph {
    if (node.type !== 'paragraph') throw new Refused();
    const content = this.inline(node);
    return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
  }

  private list(node: Json, depth: number): List {
    if (depth > MAX_LIST_DEPTH) throw new Refused();
    const items: ListItem[] = [];
    for (const item of children(node)) {
      this.count();
      if (!isObject(item) || item.type !== 'listItem') throw new Refused();
      const content: (Paragraph | List)[] = [];
      for (const part of children(item)) {
        this.count();
        if (!isObject(part)) throw new Refused();
        if (part.type === 'bulletList' || part.type === 'orderedList') {
          const inner = this.list(part, depth + 1);
          if (inner.content.length) content.push(inner);
        } else content.push(this.paragraph(part));
      }
      if (content.some(hasWords)) items.push({ type: 'listItem', content });
    }
    return { type: node.type === 'orderedList' ? 'orderedList' : 'bulletList', content: items };
  }

  private span(value: unknown): number | undefined {
    if (value === undefined || value === null || value === 1) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_SPAN) {
      throw new Refused();
    }
    return value;
  }

  private table(node: Json): Table {
    const rows: TableRow[] = [];
    for (const row of children(node)) {
      this.count();
      if (!isObject(row) || row.type !== 'tableRow') throw new Refused();
      const cells: TableCell[] = [];
      for (const cell of children(row)) {
        this.count();
        if (!isObject(cell) || (cell.type !== 'tableCell' && cell.type !== 'tableHeader')) {
          throw new Refused();
        }
        const attrs = isObject(cell.attrs) ? cell.attrs : {};
        const colspan = this.span(attrs.colspan);
        const rowspan = this.span(attrs.rowspan);
        const content = children(cell).map((part) => {
          this.count();
          if (!isObject(part)) throw new Refused();
          return this.paragraph(part);
        });
        cells.push({
          type: cell.type,
          ...(colspan || rowspan ? { attrs: { colspan, rowspan } } : {}),
          content: content.length ? content : [{ type: 'paragraph' }],
        });
      }
      if (cells.length) rows.push({ type: 'tableRow', content: cells });
    }
    return { type: 'table', content: rows };
  }

  block(node: unknown): BlockNode | null {
    this.count();
    if (!isObject(node)) throw new Refused();
    switch (node.type) {
      case 'paragraph':
        return this.paragraph(node);
      case 'heading': {
        const level = isObject(node.attrs) ? node.attrs.level : undefined;
        // The page's title is its h1: a body's headings are h2 and h3 (a deeper one is an h3).
        const kept: 2 | 3 = typeof level === 'number' && level <= 2 ? 2 : 3;
        return { type: 'heading', attrs: { level: kept }, content: this.inline(node) };
      }
      case 'bulletList':
      case 'orderedList':
        return this.list(node, 1);
      case 'table':
        return this.table(node);
      default:
        throw new Refused();
    }
  }
}

function inlineHasWords(content: InlineNode[] | undefined): boolean {
  return (content ?? []).some((part) => part.type === 'text' && !INVISIBLE.test(part.text));
}

function hasWords(node: BlockNode | ListItem | TableRow | TableCell): boolean {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return inlineHasWords(node.content);
    default:
      return (node.content as (BlockNode | ListItem | TableRow | TableCell)[]).some(hasWords);
  }
}

/** The blocks that show something: empty paragraphs, headings, lists and tables go. */
function keepShown(blocks: BlockNode[]): BlockNode[] {
  const kept = blocks.filter((block) => block.type === 'paragraph' || hasWords(block));
  // Empty paragraphs at the start and the end are the editor's, not the writer's.
  while (kept[0] && !hasWords(kept[0])) kept.shift();
  while (kept.at(-1) && !hasWords(kept.at(-1)!)) kept.pop();
  // Two empty paragraphs in a row show as one gap.
  return kept.filter(
    (block, index) =>
      hasWords(block) ||
      index === 0 ||
      kept[index - 1]!.type !== 'paragraph' ||
      hasWords(kept[index - 1]!),
  );
}

/** A document as sent by the editor or a script, checked and reduced to what the site keeps. */
export function readDocument(value: unknown): {
  document: RichDocument | null;
  problems: RichTextProblem[];
} {
  const reader = new Reader();
  try {
    if (!isObject(value) || value.type !== 'doc') throw new Refused();
    const blocks = children(value)
      .map((node) => reader.block(node))
      .filter((block): block is BlockNode => block !== null);
    const document: RichDocument = { type: 'doc', content: keepShown(blocks) };
    return { document, problems: reader.badLink ? ['bodyBadLink'] : [] };
  } catch (error) {
    if (error instanceof Refused) return { document: null, problems: ['bodyInvalid'] };
    throw error;
  }
}

const LINK = /\[([^\][]+)\]\(([^()\s]+)\)/g;

/** One line of the marks' language: its words and links. */
function markedWords(text: string, problems: Set<RichTextProblem>): InlineNode[] {
  const out: InlineNode[] = [];
  let at = 0;
  const words = (part: string) => {
    const cleaned = cleanWords(part);
    if (cleaned) out.push({ type: 'text', text: cleaned });
  };
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > at) words(text.slice(at, match.index));
    const shown = cleanWords(label.trim());
    if (isSafeHref(href)) {
      if (shown)
        out.push({ type: 'text', text: shown, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      problems.add('bodyBadLink');
      words(whole);
    }
    at = match.index + whole.length;
  }
  if (at < text.length) words(text.slice(at));
  return out;
}

/**
 * A body written in the marks typed without a toolbar, as a document: `## ` and `### ` start a
 * heading, `- `, `* `, `1. ` or `1) ` an item of a list, `[words](address)` is a link, and a
 * blank line ends a paragraph (the lines of one paragraph are joined by a space).
 */
export function readMarks(source: string): { document: RichDocument; problems: RichTextProblem[] } {
  const problems = new Set<RichTextProblem>();
  const blocks: BlockNode[] = [];
  let paragraph: string[] | null = null;
  let list: List | null = null;
  const endParagraph = () => {
    if (paragraph)
      blocks.push({ type: 'paragraph', content: markedWords(paragraph.join(' '), problems) });
    paragraph = null;
  };
  const endList = () => {
    if (list) blocks.push(list);
    list = null;
  };
  for (const raw of source.replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n').split('\n')) {
    const text = raw.trim();
    if (!text) {
      endParagraph();
      endList();
      continue;
    }
    const heading = /^(#{2,3})\s+(.+)$/.exec(text);
    if (heading) {
      endParagraph();
      endList();
      blocks.push({
        type: 'heading',
        attrs: { level: heading[1] === '##' ? 2 : 3 },
        content: markedWords(heading[2]!.trim(), problems),
      });
      continue;
    }
    const item = /^(?:([-*])|(\d{1,3})[.)])\s+(.+)$/.exec(text);
    if (item) {
      endParagraph();
      const type = item[2] !== undefined ? 'orderedList' : 'bulletList';
      if (list && list.type !== type) endList();
      list ??= { type, content: [] };
      list.content.push({
        type: 'listItem',
        content: [{ type: 'paragraph', content: markedWords(item[3]!.trim(), problems) }],
      });
      continue;
    }
    endList();
    paragraph ??= [];
    paragraph.push(text);
  }
  endParagraph();
  endList();
  const content = keepShown(blocks);
  // Marks with no words in them ("[ ](https://…)") still leave what was typed.
  const typed = cleanWords(source.replace(/\s+/g, ' ')).trim();
  if (!content.length && typed)
    content.push({ type: 'paragraph', content: [{ type: 'text', text: typed }] });
  return { document: { type: 'doc', content }, problems: [...problems] };
}

/** Whether a stored or sent body is the editor's document (JSON) rather than marked text. */
const isDocumentText = (value: string) => value.trimStart().startsWith('{');

/**
 * A body as sent to the server (the editor's document as JSON, or marked text from a script or
 * an earlier version of the site): the document the site keeps, and what refuses it.
 */
export function readRichText(value: string): {
  document: RichDocument | null;
  problems: RichTextProblem[];
} {
  if (!value.trim()) return { document: emptyDocument(), problems: [] };
  if (!isDocumentText(value)) return readMarks(value);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { document: null, problems: ['bodyInvalid'] };
  }
  return readDocument(parsed);
}

/** A stored body as its document (a body that can no longer be read shows nothing). */
export function toDocument(stored: string): RichDocument {
  return readRichText(stored).document ?? emptyDocument();
}

/** How a body is stored: the document as JSON, or '' when it has no words. */
export function storedRichText(document: RichDocument): string {
  return document.content.some(hasWords) ? JSON.stringify(document) : '';
}

function inlineText(content: InlineNode[] | undefined): string {
  return (content ?? []).map((part) => (part.type === 'text' ? part.text : '\n')).join('');
}

/** The words of a document without its marks, a line per paragraph, heading, item or table row. */
export function plainText(document: RichDocument): string[] {
  const lines: string[] = [];
  const walk = (node: BlockNode | ListItem | TableRow): void => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
        if (inlineHasWords(node.content)) lines.push(inlineText(node.content).trim());
        return;
      case 'tableRow':
        lines.push(
          node.content
            .map((cell) => cell.content.map((part) => inlineText(part.content).trim()).join(' '))
            .join(' · '),
        );
        return;
      default:
        (node.content as (BlockNode | ListItem | TableRow)[]).forEach(walk);
    }
  };
  document.content.forEach(walk);
  return lines;
}

/** How many letters a document's words have (its length as a writer counts it). */
export function textLength(document: RichDocument): number {
  return plainText(document).join('\n').length;
}

/**
 * The field of a page's section that holds formatted text (content/sections-schema.ts): every
 * walk over a page's words that fills in, keeps or reads words treats it as a document.
 */
export const FORMATTED_FIELD = 'document';

/**
 * Paragraphs of plain words (a page's text section as the repository writes it) as the stored
 * document the toolbar editor opens: one paragraph each, no marks.
 */
export function paragraphsDocument(paragraphs: string[]): string {
  return storedRichText({
    type: 'doc',
    content: paragraphs.map((words) => {
      const text = cleanWords(words);
      return text
        ? { type: 'paragraph', content: [{ type: 'text', text }] }
        : { type: 'paragraph' };
    }),
  });
}

/**
 * A stored body with `change` applied to the words of each of its text nodes (the settings and
 * figures it names filled in, a number kept with its unit), stored again. Done on the document,
 * not on its JSON: what `change` puts in (a quotation mark in a dean's name) cannot break it.
 */
export function mapRichWords(stored: string, change: (words: string) => string): string {
  if (!stored.trim()) return stored;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    if (node.type === 'text' && typeof node.text === 'string') {
      return { ...node, text: change(node.text) };
    }
    return node.content === undefined ? node : { ...node, content: walk(node.content) };
  };
  return JSON.stringify(walk(toDocument(stored)));
}
