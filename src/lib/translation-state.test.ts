import { describe, expect, it } from 'vitest';
import {
  changedFields,
  changedLanguages,
  laggingLanguage,
  revisionAt,
  savedLanguageTimes,
  translatedFields,
} from './translation-state';

const item = {
  titleAr: 'حفل التخرج',
  titleEn: 'Graduation ceremony',
  excerptAr: 'ملخص',
  excerptEn: 'Summary',
  bodyAr: 'نص',
  bodyEn: 'Text',
  imageAltAr: '',
  imageAltEn: '',
  slug: 'graduation',
};
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 29, 10, 0, seconds));

describe('which languages a save changes', () => {
  it('names only the language whose fields differ', () => {
    const fields = translatedFields.news;
    expect(changedLanguages(item, { ...item, titleAr: 'حفل تخرج الدفعة' }, fields)).toEqual(['ar']);
    expect(changedLanguages(item, { ...item, bodyEn: 'New text' }, fields)).toEqual(['en']);
    expect(changedLanguages(item, { ...item, titleAr: 'x', imageAltEn: 'y' }, fields)).toEqual([
      'ar',
      'en',
    ]);
  });

  it('counts neither for a change of the fields both languages share, or none', () => {
    expect(
      changedLanguages(item, { ...item, slug: 'graduation-2026' }, translatedFields.news),
    ).toEqual([]);
    expect(changedLanguages(item, { ...item }, translatedFields.news)).toEqual([]);
  });

  it('lists the changed fields of one language, a missing field counting as empty', () => {
    const withoutExcerpt: Record<string, unknown> = { ...item };
    delete withoutExcerpt.excerptEn;
    expect(
      changedFields(item, { ...withoutExcerpt, bodyEn: 'New' }, translatedFields.news, 'en'),
    ).toEqual(['excerpt', 'body']);
    expect(changedFields({}, { imageAltAr: '' }, translatedFields.news, 'ar')).toEqual([]);
  });
});

describe('the language that is behind', () => {
  it('is the one that changed more than a second before the other', () => {
    expect(laggingLanguage({ arChangedAt: at(30), enChangedAt: at(10) })).toBe('en');
    expect(laggingLanguage({ arChangedAt: at(10), enChangedAt: at(30) })).toBe('ar');
  });

  it('is neither when both changed within a second (one save, or a create)', () => {
    expect(laggingLanguage({ arChangedAt: at(10), enChangedAt: at(10) })).toBeNull();
    expect(
      laggingLanguage({ arChangedAt: new Date(at(10).getTime() + 900), enChangedAt: at(10) }),
    ).toBeNull();
  });
});

describe('the revision at a language’s last change', () => {
  const revisions = [
    { id: 'created', savedAt: new Date(at(10).getTime() + 5) },
    { id: 'arabic', savedAt: at(40) },
    { id: 'older', savedAt: at(5) },
  ];
  it('is the newest saved by a second after that time', () => {
    expect(revisionAt(revisions, at(10))?.id).toBe('created');
    expect(revisionAt(revisions, at(50))?.id).toBe('arabic');
  });
  it('is none when the history starts later', () => {
    expect(revisionAt(revisions, at(0))).toBeUndefined();
  });
});

describe('the times a save writes', () => {
  const even = { arChangedAt: at(10), enChangedAt: at(10) };
  const englishBehind = { arChangedAt: at(40), enChangedAt: at(10) };
  const now = at(59);
  it('moves the language changed alone, leaving the other behind', () => {
    expect(savedLanguageTimes(even, ['ar'], now)).toEqual({ arChangedAt: now });
    expect(savedLanguageTimes(englishBehind, ['ar'], now)).toEqual({ arChangedAt: now });
  });
  it('puts both in step when the language behind is brought up, or both change', () => {
    expect(savedLanguageTimes(englishBehind, ['en'], now)).toEqual({
      arChangedAt: now,
      enChangedAt: now,
    });
    expect(savedLanguageTimes(even, ['ar', 'en'], now)).toEqual({
      arChangedAt: now,
      enChangedAt: now,
    });
  });
  it('writes nothing when neither language changed', () => {
    expect(savedLanguageTimes(englishBehind, [], now)).toEqual({});
  });
});
