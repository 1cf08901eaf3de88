import { describe, expect, it } from 'vitest';
import { normalizeDigits, normalizeForSearch } from './normalize';

describe('normalizeForSearch', () => {
  it('folds the hamza forms of alef into a bare alef', () => {
    expect(normalizeForSearch('أإآا')).toBe('اااا');
  });

  it('treats taa marbuta as haa and alef maqsura as yaa', () => {
    expect(normalizeForSearch('المكتبة')).toBe(normalizeForSearch('المكتبه'));
    expect(normalizeForSearch('مستشفى')).toBe(normalizeForSearch('مستشفي'));
  });

  it('drops diacritics and tatweel', () => {
    expect(normalizeForSearch('الكُلِّيَّة')).toBe(normalizeForSearch('الكلية'));
    expect(normalizeForSearch('كـــلية')).toBe(normalizeForSearch('كلية'));
  });

  it('lowercases Latin text and squeezes spaces', () => {
    expect(normalizeForSearch('  Academic   CALENDAR ')).toBe('academic calendar');
  });
});

describe('normalizeDigits', () => {
  it('turns Arabic-Indic and Persian digits into Western digits', () => {
    expect(normalizeDigits('٢٠٢٤ و ۱۲۳')).toBe('2024 و 123');
  });
});
