import { describe, expect, it } from 'vitest';
import { isSafeHref, parseRichText, plainText } from './rich-text';

describe('parseRichText', () => {
  it('reads paragraphs, headings and both kinds of list', () => {
    const { blocks, problems } = parseRichText(
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
    expect(blocks).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'First line continues here.' }] },
      { type: 'heading', level: 2, content: [{ type: 'text', text: 'What changes' }] },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]],
      },
      { type: 'heading', level: 3, content: [{ type: 'text', text: 'Smaller' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Last.' }] },
    ]);
  });

  it('keeps links to the web, the site and e-mail, and refuses the others with their line', () => {
    const { blocks, problems } = parseRichText(
      'See [the fees](/admission/fees) and [the ministry](https://mohe.gov.sd).\n\n' +
        '[write](mailto:admission@example.edu) [bad](javascript:alert(1)) [x](//evil.example)',
    );
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'See ' },
        { type: 'link', text: 'the fees', href: '/admission/fees' },
        { type: 'text', text: ' and ' },
        { type: 'link', text: 'the ministry', href: 'https://mohe.gov.sd' },
        { type: 'text', text: '.' },
      ],
    });
    expect(problems).toEqual([{ line: 3, code: 'bodyBadLink' }]);
    // The refused link stays as the words typed, never as a link.
    expect(JSON.stringify(blocks[1])).not.toContain('"type":"link","text":"x"');
  });

  it('treats markup as text: no HTML reaches a block as anything but words', () => {
    const { blocks } = parseRichText('<script>alert(1)</script> <b>bold</b>');
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        content: [{ type: 'text', text: '<script>alert(1)</script> <b>bold</b>' }],
      },
    ]);
  });

  it('gives the words without the marks', () => {
    const { blocks } = parseRichText('## Title\n- a [link](/news)\n\nText.');
    expect(plainText(blocks)).toEqual(['Title', 'a link', 'Text.']);
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
