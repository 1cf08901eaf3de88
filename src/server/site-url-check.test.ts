import { describe, expect, it } from 'vitest';
import { siteUrlProblem } from './site-url-check';

describe('the SITE_URL check', () => {
  it('reports a local SITE_URL when the site is reached under a public name', () => {
    expect(siteUrlProblem('www.alrowad.edu.sd', 'http://localhost:3000')).toMatch(
      /SITE_URL is http:\/\/localhost:3000, but the site is reached as www\.alrowad\.edu\.sd/,
    );
    expect(siteUrlProblem('203.0.113.4:8080', 'http://127.0.0.1:3000')).not.toBeNull();
  });

  it('is quiet on the machine itself, and with a public SITE_URL', () => {
    expect(siteUrlProblem('localhost:3000', 'http://localhost:3000')).toBeNull();
    expect(siteUrlProblem('127.0.0.1:3100', 'http://localhost:3000')).toBeNull();
    expect(siteUrlProblem('[::1]:3000', 'http://localhost:3000')).toBeNull();
    expect(siteUrlProblem('www.alrowad.edu.sd', 'https://www.alrowad.edu.sd')).toBeNull();
    expect(siteUrlProblem(null, 'http://localhost:3000')).toBeNull();
  });
});
