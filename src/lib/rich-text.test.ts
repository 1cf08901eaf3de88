import { describe, expect, it } from 'vitest';
import {
  isSafeHref,
  plainText,
  readDocument,
  readMarks,
  readRichText,
  storedRichText,
  textLength,
  toDocument,
  type RichDocument,
} from './rich-text';

const words = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe('readMarks (bodies written before the toolbar editor)', () => {
  it('reads paragraphs, headings and both kinds of list', () => {
    const { document, problems } = readMarks(
      [
        'First line',
        'continues here.',
        '',
        '## What changes',
        '- one',
        '* two',
        '1. first',
        '2) second',
        '### Smaller',
        'Last.',
      ].join('\r\n'),
    );
    expect(problems).toEqual([]);
    const item = (text: string) => ({ type: 'listItem', content: [words(text)] });
    expect(document.content).toEqual([
      words('First line continues here.'),
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'What changes' }] },
      { type: 'bulletList', content: [item('one'), item('two')] },
      { type: 'orderedList', content: [item('first'), item('second')] },
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Smaller' }] },
      words('Last.'),
    ]);
  });

  it('keeps links to the web, the site and e-mail, and refuses the others', () => {
    const { document, problems } = readMarks(
      'See [the fees](/admission/fees) and [the ministry](https://mohe.gov.sd).\n\n' +
        '[write](mailto:admission@example.edu) [bad](javascript:alert(1)) [x](//evil.example)',
    );
    expect(document.content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'See ' },
        {
          type: 'text',
          text: 'the fees',
          marks: [{ type: 'link', attrs: { href: '/admission/fees' } }],
        },
        { type: 'text', text: ' and ' },
        {
          type: 'text',
          text: 'the ministry',
          marks: [{ type: 'link', attrs: { href: 'https://mohe.gov.sd' } }],
        },
        { type: 'text', text: '.' },
      ],
    });
    expect(problems).toEqual(['bodyBadLink']);
    // The refused link stays as the words typed, never as a link.
    expect(JSON.stringify(document.content[1])).not.toContain('evil.example"}');
  });

  it('treats markup as text, and keeps what was typed when the marks hold no words', () => {
    expect(readMarks('<script>alert(1)</script> <b>bold</b>').document.content).toEqual([
      words('<script>alert(1)</script> <b>bold</b>'),
    ]);
    expect(readMarks('[ ](https://example.org)').document.content).toEqual([
      words('[ ](https://example.org)'),
    ]);
  });
});

describe('readDocument (what the editor, or a hand-made request, sends)', () => {
  it('keeps what the toolbar makes and drops what it cannot', () => {
    const { document, problems } = readDocument({
      type: 'doc',
      content: [
        { type: 'paragraph', attrs: { dir: 'rtl', textAlign: 'left' } },
        {
          type: 'heading',
          attrs: { level: 1, dir: 'rtl' },
          content: [{ type: 'text', text: 'العنوان' }],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'bold ', marks: [{ type: 'bold' }, { type: 'strike' }] },
            { type: 'text', text: 'and more', marks: [{ type: 'bold' }] },
            { type: 'hardBreak' },
            {
              type: 'text',
              text: 'a link',
              marks: [
                { type: 'link', attrs: { href: ' /admission ', target: '_blank', class: 'x' } },
                { type: 'italic' },
              ],
            },
            { type: 'hardBreak' },
          ],
        },
        { type: 'paragraph' },
      ],
    });
    expect(problems).toEqual([]);
    expect(document!.content).toEqual([
      // A level-1 heading would be a second h1 under the page's title: it is an h2.
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'العنوان' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'bold and more', marks: [{ type: 'bold' }] },
          { type: 'hardBreak' },
          {
            type: 'text',
            text: 'a link',
            marks: [{ type: 'italic' }, { type: 'link', attrs: { href: '/admission' } }],
          },
        ],
      },
    ]);
  });

  it('refuses any node the editor does not make, and says which link is refused', () => {
    for (const node of [
      { type: 'image', attrs: { src: 'https://evil.example/x.png' } },
      { type: 'codeBlock', content: [{ type: 'text', text: 'x' }] },
      { type: 'paragraph', content: [{ type: 'html', text: '<b>x</b>' }] },
      { type: 'paragraph', content: 'text' },
      { type: 'bulletList', content: [{ type: 'paragraph' }] },
      {
        type: 'table',
        content: [{ type: 'tableRow', content: [{ type: 'tableCell', attrs: { colspan: 1000 } }] }],
      },
      'text',
    ]) {
      expect(readDocument({ type: 'doc', content: [node] }), JSON.stringify(node)).toEqual({
        document: null,
        problems: ['bodyInvalid'],
      });
    }
    expect(readDocument([]).problems).toEqual(['bodyInvalid']);
    expect(
      readDocument({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'x',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      }).problems,
    ).toEqual(['bodyBadLink']);
  });

  it('refuses lists nested past four levels and documents of too many nodes', () => {
    let list: unknown = { type: 'paragraph', content: [{ type: 'text', text: 'deep' }] };
    for (let depth = 0; depth < 5; depth += 1) {
      list = { type: 'bulletList', content: [{ type: 'listItem', content: [words('x'), list] }] };
    }
    expect(readDocument({ type: 'doc', content: [list] }).problems).toEqual(['bodyInvalid']);
    const many = Array.from({ length: 21_000 }, () => words('x'));
    expect(readDocument({ type: 'doc', content: many }).problems).toEqual(['bodyInvalid']);
  });

  it('cleans the words: no control characters, no bidirectional overrides, digits 0-9', () => {
    const { document } = readDocument({
      type: 'doc',
      content: [words('a\u0000b\u202Ec\nd ٢٠٢٦')],
    });
    expect(document!.content).toEqual([words('a bc d 2026')]);
  });

  it('keeps a table with its header cells and spans', () => {
    const cell = (type: string, text: string, attrs?: object) => ({
      type,
      ...(attrs ? { attrs } : {}),
      content: [words(text)],
    });
    const { document } = readDocument({
      type: 'doc',
      content: [
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                cell('tableHeader', 'Programme', { colspan: 1, colwidth: null }),
                cell('tableHeader', 'Fee'),
              ],
            },
            {
              type: 'tableRow',
              content: [cell('tableCell', 'Medicine', { colspan: 2, rowspan: 1 })],
            },
          ],
        },
      ],
    });
    expect(document!.content[0]).toEqual({
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [cell('tableHeader', 'Programme'), cell('tableHeader', 'Fee')],
        },
        {
          type: 'tableRow',
          content: [
            { ...cell('tableCell', 'Medicine'), attrs: { colspan: 2, rowspan: undefined } },
          ],
        },
      ],
    });
    expect(plainText(document!)).toEqual(['Programme · Fee', 'Medicine']);
  });
});

describe('readRichText, storedRichText and toDocument', () => {
  const doc: RichDocument = {
    type: 'doc',
    content: [words('Hello') as RichDocument['content'][number]],
  };

  it('reads the JSON of a document, text in marks, or nothing', () => {
    expect(readRichText(JSON.stringify(doc)).document).toEqual(doc);
    expect(readRichText('Hello').document).toEqual(doc);
    expect(readRichText('  ').document).toEqual({ type: 'doc', content: [] });
    expect(readRichText('{"type":"doc"').problems).toEqual(['bodyInvalid']);
  });

  it('stores a document with words as JSON and one without as nothing', () => {
    expect(storedRichText(doc)).toBe(JSON.stringify(doc));
    expect(storedRichText({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe('');
    // Zero-width spaces and marks are no words: such a body cannot be published as written.
    expect(
      readRichText(JSON.stringify({ type: 'doc', content: [words('\u200b\u200f \ufeff')] }))
        .document,
    ).toEqual({
      type: 'doc',
      content: [],
    });
    expect(toDocument(storedRichText(doc))).toEqual(doc);
    // A stored body that can no longer be read shows nothing rather than breaking the page.
    expect(toDocument('{broken')).toEqual({ type: 'doc', content: [] });
  });

  it('counts the words, not the JSON around them', () => {
    expect(textLength(toDocument('## Title\n- a [link](/news)\n\nText.'))).toBe(
      'Title\na link\nText.'.length,
    );
    expect(plainText(toDocument('## Title\n- a [link](/news)\n\nText.'))).toEqual([
      'Title',
      'a link',
      'Text.',
    ]);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['/admission', true],
    ['https://example.org/a?b=c', true],
    ['http://example.org', true],
    ['mailto:a@b.sd', true],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['https://localhost', false],
    ['/\\evil.example', false],
    ['https://alrowad.edu.sd@evil.example', false],
  ])('%s → %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
