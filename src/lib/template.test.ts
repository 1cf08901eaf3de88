import { describe, expect, it } from 'vitest';
import { fill, fillNodes, plural } from './template';
import { catalogues } from '@/i18n/catalogues';

const { ar, en } = catalogues;

describe('client message helpers', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(fill('Select {name}', { name: 'Dr Reem' })).toBe('Select Dr Reem');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('chooses Arabic and English plural forms', () => {
    expect(plural('ar', ar.Directory.results, 0)).toBe('لا نتائج');
    expect(plural('ar', ar.Directory.results, 1)).toBe('نتيجة واحدة');
    expect(plural('ar', ar.Directory.results, 2)).toBe('نتيجتان');
    expect(plural('ar', ar.Directory.results, 5)).toBe('5 نتائج');
    expect(plural('ar', ar.Directory.results, 11)).toBe('11 نتيجة');
    expect(plural('en', en.Directory.results, 1)).toBe('1 result');
    expect(plural('en', en.Directory.results, 8)).toBe('8 results');
  });
});

describe('fillNodes', () => {
  it('puts values (elements) in place of placeholders and keeps the text around them', () => {
    expect(fillNodes('Academic Calendar {year}', { year: 42 })).toEqual(['Academic Calendar ', 42]);
    expect(fillNodes('{year} ({x})', { year: 'A' })).toEqual(['A', ' (', '{x}', ')']);
  });
});
