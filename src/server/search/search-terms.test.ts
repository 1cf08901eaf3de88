import { describe, expect, it } from 'vitest';
import { termsOf, tokenize, wordsOf } from './search-terms';

describe('wordsOf', () => {
  it('cuts words with their offsets, keeping diacritics, tatweel and digit groups inside a word', () => {
    const text = 'الكُلِّيّة، كـلية: 2,000 طالب (3.5%)';
    const words = wordsOf(text);
    expect(words.map((word) => word.text)).toEqual(['الكُلِّيّة', 'كـلية', '2,000', 'طالب', '3.5']);
    for (const word of words) expect(text.slice(word.start, word.end)).toBe(word.text);
  });

  it('splits on hyphens, apostrophes and punctuation', () => {
    expect(tokenize("The Dean's e-mail: 2023-2028.")).toEqual([
      'The',
      'Dean',
      's',
      'e',
      'mail',
      '2023',
      '2028',
    ]);
  });
});

describe('termsOf', () => {
  it('files an English word as written and as its stem', () => {
    expect(termsOf('Applying')).toEqual(['applying', 'appli']);
    expect(termsOf('application')).toEqual(['application', 'applic']);
    expect(termsOf('law')).toEqual(['law']);
  });

  it('files an Arabic word normalised, and without its prefixes', () => {
    expect(termsOf('والأسعار')).toEqual(['والاسعار', 'اسعار', 'الاسعار']);
    expect(termsOf('أسعار')).toEqual(['اسعار']);
  });

  it('drops stop words and single letters, keeps digits', () => {
    expect(termsOf('the')).toEqual([]);
    expect(termsOf('في')).toEqual([]);
    expect(termsOf('s')).toEqual([]);
    expect(termsOf('5')).toEqual(['5']);
  });

  it('keeps "IT" and the name علي, which look like stop words', () => {
    expect(termsOf('IT')).toEqual(['it']);
    expect(termsOf('علي')).toEqual(['علي']);
  });

  it('reads numbers the same whatever their digits and thousands separator', () => {
    expect(termsOf('2,000')).toEqual(['2000']);
    expect(termsOf('٢٠٠٠')).toEqual(['2000']);
    expect(termsOf('٢٬٠٠٠')).toEqual(['2000']);
  });
});
