import { describe, expect, it } from 'vitest';
import { LANG_COOKIE as routingCookie } from '@/i18n/routing';
import {
  applicantPages,
  isKeptPage,
  isPrivatePath,
  LANG_COOKIE,
  localeOfPath,
  MAX_WARM_SCRIPTS,
  offlinePath,
  warmScripts,
} from './sw-rules';

describe('what the service worker keeps', () => {
  it('never keeps the staff workspace or an API answer', () => {
    for (const path of [
      '/staff',
      '/staff/applications/42',
      '/en/staff',
      '/en/staff/news',
      '/api/applications/status',
      '/api/staff/media',
      '/api',
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
      expect(isKeptPage(path), path).toBe(false);
    }
    for (const path of ['/', '/en', '/staffing', '/en/about/staff-news', '/apis', '/admission']) {
      expect(isPrivatePath(path), path).toBe(false);
      expect(isKeptPage(path), path).toBe(true);
    }
    expect(isKeptPage('/_next/static/chunks/app.js')).toBe(false);
    // A file of the library is replaced or removed under its address; a PDF is no page.
    expect(isKeptPage('/files/student-handbook.pdf')).toBe(false);
    expect(isKeptPage('/downloads/housing-guide-en.pdf')).toBe(false);
  });

  it('tells the page language from its path, and names the offline page of each', () => {
    expect(localeOfPath('/')).toBe('ar');
    expect(localeOfPath('/english-club')).toBe('ar');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/contact')).toBe('en');
    expect(offlinePath('ar')).toBe('/offline');
    expect(offlinePath('en')).toBe('/en/offline');
  });

  it('keeps the applicant’s pages in the visitor’s language, and reads the toggle’s cookie', () => {
    expect(applicantPages('ar')).toEqual([
      '/',
      '/admission',
      '/admission/fees',
      '/academic-calendar',
      '/contact',
    ]);
    expect(applicantPages('en')).toEqual([
      '/en',
      '/en/admission',
      '/en/admission/fees',
      '/en/academic-calendar',
      '/en/contact',
    ]);
    expect(LANG_COOKIE).toBe(routingCookie);
  });
});

describe('warmScripts', () => {
  it('keeps only same-origin paths of Next’s hashed scripts, each once, and a bounded number', () => {
    expect(
      warmScripts([
        '/_next/static/chunks/0ab-c_d.js',
        '/_next/static/chunks/0ab-c_d.js',
        'https://example.org/_next/static/chunks/x.js',
        '//example.org/_next/static/chunks/x.js',
        '/_next/static/chunks/../../api/applications.js',
        '/api/applications',
        '/_next/static/chunks/style.css',
        42,
        null,
      ]),
    ).toEqual(['/_next/static/chunks/0ab-c_d.js']);
    expect(warmScripts('/_next/static/chunks/a.js')).toEqual([]);
    expect(warmScripts(undefined)).toEqual([]);
    const many = Array.from({ length: 100 }, (_, i) => `/_next/static/chunks/${i}.js`);
    expect(warmScripts(many)).toHaveLength(MAX_WARM_SCRIPTS);
  });
});
