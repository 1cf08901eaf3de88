import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExternalForm } from './external-form';
import { catalogues } from '@/i18n/catalogues';

const { en } = catalogues;

describe('the external application form (APPLICATION_FORM_URL set)', () => {
  it('is the spec frame: 500 px high on small screens, 700 px from medium up, with a new-window link', () => {
    const html = renderToStaticMarkup(
      <ExternalForm url="https://forms.example.edu/apply" labels={en.Upload} />,
    );
    const frame = html.match(/<iframe[^>]*>/)![0];
    expect(frame).toContain('src="https://forms.example.edu/apply"');
    expect(frame).toContain('title="Online application form (external site)"');
    expect(frame).toMatch(/class="[^"]*\bh-\[500px\][^"]*\bmd:h-\[700px\]/);
    expect(html).toMatch(
      /<a href="https:\/\/forms\.example\.edu\/apply" target="_blank" rel="noopener noreferrer"[^>]*>Open the application form<\/a>/,
    );
  });
});
