import { describe, expect, it } from 'vitest';
import { siteUrlOf } from '@/lib/built-site-url';
import { siteUrlProblem } from './site-url-check';

describe('the SITE_URL check', () => {
  it('reports a local SITE_URL when the site is reached under a public name', () => {
    expect(siteUrlProblem('www.alrowad.edu.sd', 'http://localhost:3000', null)).toMatch(
      /SITE_URL is http:\/\/localhost:3000, but the site is reached as www\.alrowad\.edu\.sd/,
    );
    expect(siteUrlProblem('203.0.113.4:8080', 'http://127.0.0.1:3000', null)).not.toBeNull();
  });

  it('is quiet on the machine itself, and with a public SITE_URL', () => {
    expect(siteUrlProblem('localhost:3000', 'http://localhost:3000', null)).toBeNull();
    expect(siteUrlProblem('127.0.0.1:3100', 'http://localhost:3000', null)).toBeNull();
    expect(siteUrlProblem('[::1]:3000', 'http://localhost:3000', null)).toBeNull();
    expect(siteUrlProblem('www.alrowad.edu.sd', 'https://www.alrowad.edu.sd', null)).toBeNull();
    expect(siteUrlProblem(null, 'http://localhost:3000', null)).toBeNull();
  });

  it('reports a SITE_URL other than the one the pages were built with', () => {
    expect(
      siteUrlProblem('www.alrowad.edu.sd', 'https://www.alrowad.edu.sd', 'http://localhost:3000'),
    ).toMatch(
      /SITE_URL is https:\/\/www\.alrowad\.edu\.sd, but the pages were built with http:\/\/localhost:3000/,
    );
    expect(
      siteUrlProblem(
        'www.alrowad.edu.sd',
        'https://www.alrowad.edu.sd',
        'https://www.alrowad.edu.sd',
      ),
    ).toBeNull();
    // A build that recorded nothing (an older one) is not compared.
    expect(siteUrlProblem('www.alrowad.edu.sd', 'https://www.alrowad.edu.sd', null)).toBeNull();
    // The build and the site read SITE_URL alike: unset is the local default, a final slash goes.
    expect(siteUrlOf(undefined)).toBe('http://localhost:3000');
    expect(siteUrlOf(' https://www.alrowad.edu.sd/ ')).toBe('https://www.alrowad.edu.sd');
  });
});
