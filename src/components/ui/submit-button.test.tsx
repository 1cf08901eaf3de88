import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('a form’s submit button', () => {
  it('is disabled in the server’s HTML, so a form is never submitted before its script runs', () => {
    const html = renderToStaticMarkup(<SubmitButton pending={false}>Send</SubmitButton>);
    expect(html).toMatch(/^<button type="submit" disabled=""/);
    expect(html).toContain('Send');
  });
});
