import { describe, expect, it } from 'vitest';
import { arabicWordForms, normalizeDigits, normalizeForSearch } from './normalize';

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

describe('normalizeForSearch, beyond Arabic letters', () => {
  it('drops Latin accents and folds presentation forms and Persian letters', () => {
    expect(normalizeForSearch('Café Résumé')).toBe('cafe resume');
    expect(normalizeForSearch('\uFEFB')).toBe('لا'); // the lam-alef ligature
    expect(normalizeForSearch('کلیه')).toBe('كليه'); // keheh and Persian yeh
  });

  it('folds waw and yaa hamza too', () => {
    expect(normalizeForSearch('مؤتمر')).toBe('موتمر');
    expect(normalizeForSearch('رئيس')).toBe('رييس');
  });
});

describe('arabicWordForms', () => {
  it('gives the word itself first', () => {
    expect(arabicWordForms('كليه')[0]).toBe('كليه');
  });

  it('reads the word without the article and the joined prefixes و، ب، ل، ف and their combinations', () => {
    const cases: [string, string][] = [
      ['الاسكان', 'اسكان'],
      ['والاسكان', 'اسكان'],
      ['بالاسكان', 'اسكان'],
      ['فالاسكان', 'اسكان'],
      ['للاسكان', 'اسكان'],
      ['وللاسكان', 'اسكان'],
      ['وبالاسكان', 'اسكان'],
      ['واسعار', 'اسعار'],
      ['باسعار', 'اسعار'],
      ['لاسعار', 'اسعار'],
      ['فاسعار', 'اسعار'],
    ];
    for (const [word, stem] of cases) expect(arabicWordForms(word), word).toContain(stem);
  });

  it('keeps the intermediate readings (والكليه → الكليه as well as كليه)', () => {
    expect(arabicWordForms('والكليه')).toEqual(expect.arrayContaining(['الكليه', 'كليه']));
  });

  it('never leaves fewer than three letters after a one-letter prefix, nor two after the article', () => {
    expect(arabicWordForms('بحث')).toEqual(['بحث']);
    expect(arabicWordForms('لغه')).toEqual(['لغه']);
    expect(arabicWordForms('الي')).toEqual(['الي']);
    expect(arabicWordForms('الطب')).toEqual(['الطب', 'طب']);
  });

  it('reads a sound feminine plural as its singular too', () => {
    expect(arabicWordForms('المكتبات')).toContain('مكتبه');
    expect(arabicWordForms('خدمات')).toContain('خدمه');
  });

  it('works on normalised text: every spelling of a word gives the same readings', () => {
    const spellings = ['والأسعار', 'وَالأَسْعَار', 'والاسـعار', 'والإسعار'];
    const forms = spellings.map((word) => arabicWordForms(normalizeForSearch(word)));
    for (const form of forms) expect(form).toEqual(forms[0]);
    expect(forms[0]).toContain('اسعار');
  });
});
