import { ArrowRight as arrowRightNode, Brain as brainNode } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/icons/sprite.svg/route';
import { ArrowRight, Brain, contentHash, Home, spriteSvg, spriteUrl } from './icons';

describe('the server-drawn icons', () => {
  it('draw each icon as one <use> of the versioned sprite, with lucide classes and the given props', () => {
    const html = renderToStaticMarkup(<ArrowRight aria-hidden="true" className="size-4" />);
    expect(spriteUrl()).toMatch(/^\/icons\/sprite\.svg\?v=[0-9a-z]+$/);
    expect(html).toBe(
      `<svg width="24" height="24" viewBox="0 0 24 24" class="lucide lucide-arrow-right size-4" aria-hidden="true"><use href="${spriteUrl()}#arrow-right"></use></svg>`,
    );
    // lucide calls the house icon "house"; the export keeps its old name.
    expect(renderToStaticMarkup(<Home />)).toContain(`#house"`);
  });

  it('the sprite holds a symbol per icon, with lucide shapes and no presentation attributes', () => {
    const sprite = spriteSvg();
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(sprite.match(/<symbol /g)?.length).toBeGreaterThanOrEqual(60);
    const symbol = (id: string) =>
      sprite.slice(
        sprite.indexOf(`<symbol id="${id}"`),
        sprite.indexOf('</symbol>', sprite.indexOf(`<symbol id="${id}"`)),
      );
    const shapes = (node: typeof arrowRightNode) =>
      node.map(([, attributes]) => Object.values(attributes)).flat();
    for (const [id, node] of [
      ['arrow-right', arrowRightNode],
      ['brain', brainNode],
    ] as const) {
      for (const value of shapes(node)) expect(symbol(id)).toContain(`"${String(value)}"`);
      // The stroke comes from svg.lucide in globals.css, inherited through <use>.
      expect(symbol(id)).not.toMatch(/stroke|fill/);
    }
    expect(renderToStaticMarkup(<Brain />)).toContain('#brain"');
  });

  it('the version is a hash of the sprite: another sprite, another address', () => {
    expect(spriteUrl()).toBe(`/icons/sprite.svg?v=${contentHash(spriteSvg())}`);
    expect(contentHash(spriteSvg())).not.toBe(
      contentHash(spriteSvg().replace('M5 12h14', 'M5 12h13')),
    );
    expect(contentHash('')).toBe((0x811c9dc5).toString(36));
  });

  it('the route answers the sprite as SVG, cached for a year', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(spriteSvg());
  });
});
