import { describe, expect, it, vi } from 'vitest';
import {
  contentSecurityPolicy,
  downloadSecurityHeaders,
  securityHeaders,
} from './security-headers';
import { siteConfig } from './site';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('content security policy', () => {
  const policy = directives(contentSecurityPolicy(false));

  it('lets forms post to our own origin and to the configured webmail sign-in only', () => {
    expect(policy.get('form-action')).toEqual(["'self'", new URL(siteConfig.webmailUrl).origin]);
  });

  it('frames nothing while no external application form is configured', () => {
    expect(siteConfig.applicationFormUrl).toBe('');
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('frames only the configured application form', async () => {
    vi.stubEnv('APPLICATION_FORM_URL', 'https://forms.example.edu/apply?x=1');
    vi.resetModules();
    const fresh = await import('./security-headers');
    expect(directives(fresh.contentSecurityPolicy(false)).get('frame-src')).toEqual([
      'https://forms.example.edu',
    ]);
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('loads images and scripts from our own origin only', () => {
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });
});

describe('headers of downloadable files', () => {
  const headers = new Map(downloadSecurityHeaders(false).map(({ key, value }) => [key, value]));
  const policy = directives(headers.get('Content-Security-Policy')!);

  it("let the browser's PDF viewer embed our own files, and no other site frame them", () => {
    expect(policy.get('object-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('keep every other security header of the site', () => {
    for (const { key, value } of securityHeaders(false)) {
      if (key !== 'Content-Security-Policy' && key !== 'X-Frame-Options') {
        expect(headers.get(key), key).toBe(value);
      }
    }
  });
});
