import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const params = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('next/navigation', () => ({ useParams: () => params }));

const { default: PageError } = await import('./page-error');

function render(locale: string, message: string) {
  params.locale = locale;
  return renderToStaticMarkup(<PageError error={new Error(message)} reset={() => {}} />);
}

describe('the error boundary', () => {
  it("shows 'Unexpected Application Error!' with the error's text on English pages", () => {
    const html = render('en', 'Database unreachable');
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Database unreachable');
    expect(html).toContain('href="/en"');
  });

  it('speaks Arabic on Arabic pages', () => {
    const html = render('ar', 'boom');
    expect(html).toContain('حدث خطأ غير متوقع في التطبيق!');
    expect(html).toContain('href="/"');
  });

  it('shows the error text as text, never as HTML', () => {
    expect(render('en', '<img src=x onerror=alert(1)>')).not.toContain('<img');
  });
});
