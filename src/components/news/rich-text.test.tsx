import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const body = JSON.stringify({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Heading' }] },
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Subheading' }] },
  ],
});

describe('a text written with the toolbar editor', () => {
  it("puts its headings under the heading it sits under, a page's or a card's", () => {
    expect(renderToStaticMarkup(<RichText source={body} />)).toMatch(/<h2[^>]*>.*<h3/);
    const inCard = renderToStaticMarkup(<RichText source={body} headingsBelow="h3" />);
    expect(inCard).toMatch(
      /<h4[^>]*><span>Heading<\/span><\/h4><h5[^>]*><span>Subheading<\/span><\/h5>/,
    );
  });
});
